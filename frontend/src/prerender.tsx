import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print, type FormattedExecutionResult } from 'graphql';
import type { MessagePort } from 'node:worker_threads';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createRoutesFromElements, StaticRouter, type RouteObject } from 'react-router-dom';
import { Observable } from 'rxjs';
import { appRoutes, AppRoutes } from './App';
import type { User } from './features/auth/auth-types';
import { SummaryReaderQuery } from './features/summary-reader/graphql/summary-reader.query';
import { summaryIdOf } from './first-view-address';
import { createApolloCache } from './lib/apollo';
import { FIRST_VIEW_DATA_ID } from './lib/first-view-data';
import { PrerenderTitleContext } from './lib/use-document-title';
import { PRERENDERED_AUTH, Root } from './Root';

export { FIRST_VIEW_ROUTES } from './first-view-address';

/**
 * The pages that look the same for every visitor, rendered to HTML at build time (see
 * vite-prerender.ts) and hydrated in the browser. The landing's featured summaries load after
 * hydration: the catalog changes, the build does not.
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  '/': 'index.html',
  '/about': 'about.html',
  '/help': 'help.html',
  '/privacy': 'privacy.html',
  '/terms': 'terms.html',
};
/** Any path the router does not know renders the not-found page. */
export const NOT_FOUND_PAGE = 'not-found.html';
const UNKNOWN_PATH = '/__distill-not-found';

/** Every route's path pattern ('/summary/:id'), so the gateway can answer 404 for the rest. */
export function routePatterns(routes: RouteObject[] = createRoutesFromElements(appRoutes)) {
  const patterns: string[] = [];
  const walk = (route: RouteObject, parent: string) => {
    const path = route.index ? parent : route.path ? joinPath(parent, route.path) : parent;
    if ((route.index || route.path) && route.path !== '*') patterns.push(path);
    for (const child of route.children ?? []) walk(child, path);
  };
  for (const route of routes) walk(route, '/');
  return patterns;
}

function joinPath(parent: string, path: string): string {
  return `${parent.replace(/\/$/, '')}/${path}`;
}

export interface PrerenderedPage {
  html: string;
  title: string | null;
}

/**
 * Renders `path` for a visitor, or for `member` signed in; with `client`, its queries are
 * answered before the last render.
 */
async function renderRoute(
  path: string,
  client?: ApolloClient,
  member?: User,
): Promise<PrerenderedPage> {
  let title: string | null = null;
  const tree: ReactNode = (
    <PrerenderTitleContext.Provider value={(pageTitle) => (title = pageTitle)}>
      <Root initialAuth={member ? { status: 'signedIn', user: member } : PRERENDERED_AUTH}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Root>
    </PrerenderTitleContext.Provider>
  );
  // Every boundary in place, however large: React would otherwise send a large one apart with
  // an inline script to reveal it, which the content security policy blocks.
  const render = (node: ReactNode) =>
    prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  if (!client) {
    const { prelude } = await render(tree);
    return { html: await new Response(prelude).text(), title };
  }
  const { result } = await prerenderStatic({ tree, context: { client }, renderFunction: render });
  return { html: result, title };
}

export async function renderPage(path: string | null): Promise<PrerenderedPage> {
  return renderRoute(path ?? UNKNOWN_PATH);
}

/** Runs one GraphQL operation as the viewer the page is rendered for. */
export type ExecuteOperation = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}) => Promise<FormattedExecutionResult>;

export interface FirstView extends PrerenderedPage {
  /** The Apollo cache the view was rendered from, for the browser's client to start with. */
  data: NormalizedCacheObject;
  /**
   * False for a reader page whose id the catalog does not know: the gateway sends it with status
   * 404 and never keeps it, so made-up ids fill no cache.
   */
  found: boolean;
  /** Whether the page may be kept for the next visitor: a visitor's page that was found. */
  keep: boolean;
}

/**
 * The first view of `path` (with its query string) rendered on the gateway for a visitor, or for
 * `member` signed in: its GraphQL operations go through `execute` as that viewer, so the page
 * holds exactly what their browser would have asked for; the answers travel with it
 * (`intoTemplate`). A member's page is theirs alone and never kept.
 */
export async function renderFirstView(
  path: string,
  execute: ExecuteOperation,
  member?: User,
): Promise<FirstView> {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName ?? null,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  const cache = createApolloCache();
  const page = await renderRoute(path, new ApolloClient({ ssrMode: true, link, cache }), member);
  const summaryId = summaryIdOf(path);
  const found =
    !summaryId ||
    Boolean(cache.readQuery({ query: SummaryReaderQuery, variables: { id: summaryId } })?.summary);
  return { ...page, data: cache.extract(), found, keep: !member && found };
}

/** A first view for one of the gateway's render threads (gateway/src/web/first-views.ts). */
export interface FirstViewTask {
  /** The address to render (`firstViewAddress`). */
  path: string;
  /** The signed-in member the page is for; none for a visitor. */
  member?: User;
  /** The built `index.html` the page goes into. */
  template: string;
  /**
   * The render thread's line to the gateway, which runs the page's GraphQL operations as the
   * request's viewer: `{ id, operation }` out, `{ id, result }` or `{ id, error }` back.
   */
  port: MessagePort;
}

export interface RenderedFirstView {
  /** The whole page; null when an operation answered errors (the gateway sends the app shell). */
  html: string | null;
  found: boolean;
  keep: boolean;
}

/**
 * Renders a first view on a render thread (a Piscina worker that loads this build): rendering
 * takes tens of milliseconds of CPU, which the gateway's event loop, answering every API call,
 * does not spend.
 */
export async function renderFirstViewTask(task: FirstViewTask): Promise<RenderedFirstView> {
  const pending = new Map<
    number,
    { resolve: (result: FormattedExecutionResult) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let failed = false;
  task.port.on('message', (answer: OperationAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if ('error' in answer) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer.result);
  });
  // The gateway closes the line when it gives the render up (it took too long): what the render
  // still waits for fails, so it ends and frees its place on the thread.
  let givenUp = false;
  task.port.on('close', () => {
    failed = givenUp = true;
    for (const waiting of pending.values()) waiting.reject(new Error('the render was given up'));
    pending.clear();
  });
  try {
    const page = await renderFirstView(
      task.path,
      (operation) =>
        new Promise((resolve, reject) => {
          // Nobody would answer: a later pass of a render given up ends here too.
          if (givenUp) return reject(new Error('the render was given up'));
          const id = (nextId += 1);
          pending.set(id, {
            resolve: (result) => {
              if (result.errors?.length) failed = true;
              resolve(result);
            },
            reject,
          });
          task.port.postMessage({ id, operation });
        }),
      task.member,
    );
    return failed
      ? { html: null, found: true, keep: false }
      : { html: intoTemplate(task.template, page), found: page.found, keep: page.keep };
  } finally {
    task.port.close();
  }
}

/**
 * A render thread's first task: it is answered once the thread has loaded this build, which the
 * gateway waits for before it closes the threads (gateway/src/web/first-views.ts).
 */
export function renderThreadLoaded(): true {
  return true;
}

/** The gateway's answer to one of a render's operations. */
export type OperationAnswer =
  { id: number; result: FormattedExecutionResult } | { id: number; error: string };

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * A rendered page inside the built `index.html`: its markup in the root element, its title, and
 * the answers it was rendered from as a JSON data block (never run as script, so the content
 * security policy, which allows index.html's own scripts only, has nothing to say about it).
 */
export function intoTemplate(template: string, page: PrerenderedPage | FirstView): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  if (/<script/i.test(page.html)) throw new Error('a prerendered page has an inline script');
  const data =
    'data' in page
      ? // `<` escaped, so no value can close the element.
        `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${JSON.stringify(page.data).replace(/</g, '\\u003c')}</script>`
      : '';
  // Replaced by functions: a `$` in a summary's text is no replacement pattern.
  const withBody = template.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${data}`);
  const title = page.title;
  return title
    ? withBody.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    : withBody;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

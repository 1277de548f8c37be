import { prerender } from 'react-dom/static';
import { createRoutesFromElements, StaticRouter, type RouteObject } from 'react-router-dom';
import { appRoutes, AppRoutes } from './App';
import { PrerenderTitleContext } from './lib/use-document-title';
import { PRERENDERED_AUTH, Root } from './Root';

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

export async function renderPage(path: string | null): Promise<PrerenderedPage> {
  let title: string | null = null;
  const { prelude } = await prerender(
    <PrerenderTitleContext.Provider value={(pageTitle) => (title = pageTitle)}>
      <Root initialAuth={PRERENDERED_AUTH}>
        <StaticRouter location={path ?? UNKNOWN_PATH}>
          <AppRoutes />
        </StaticRouter>
      </Root>
    </PrerenderTitleContext.Provider>,
    // Every boundary in place, however large: React would otherwise send a large one apart with
    // an inline script to reveal it, which the content security policy blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), title };
}

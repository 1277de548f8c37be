import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { Request, Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import type { PublicReads } from '../public-reads/public-reads.js';

/** The web client's rule for which addresses have a first view (frontend/src/first-view-address.ts). */
interface FirstViewAddressModule {
  firstViewAddress(path: string, search: string): string | null;
}

/** A render thread's task and answer (`renderFirstViewTask` in frontend/src/prerender.tsx). */
interface FirstViewTask {
  path: string;
  member?: unknown;
  template: string;
  port: MessagePort;
}
interface RenderedFirstView {
  html: string | null;
  /** False for a reader page whose summary the catalog does not know (status 404). */
  found: boolean;
  keep: boolean;
}

/** A member's first view and whether its summary was found. */
export interface MemberFirstView {
  html: string;
  found: boolean;
}
type OperationRequest = {
  id: number;
  operation: { query: string; variables: Record<string, unknown>; operationName: string | null };
};
type OperationAnswer =
  { id: number; result: FormattedExecutionResult } | { id: number; error: string };

export interface FirstViewOptions {
  graphql: GraphQLExecutor;
  reads: PublicReads;
  logger: Logger;
  /** Render threads at most (`WEB_RENDER_THREADS`). */
  renderThreads: number;
  /** How long a render may take before the app shell is sent instead; 10 s unless told. */
  renderTimeoutMs?: number;
}

export interface FirstViews {
  /**
   * Sends a visitor the first view of the request's address, from the public read cache or
   * rendered; calls `fallback` (the app shell) when there is none.
   */
  sendToVisitor(req: Request, res: Response, fallback: () => void): Promise<void>;
  /**
   * The first view of the request's address rendered for `member` (as `GET /api/session`
   * answers for them), or null when there is none: the member gets the app shell.
   */
  renderForMember(req: Request, member: unknown): Promise<MemberFirstView | null>;
  close(): Promise<void>;
}

/**
 * A render that takes longer is given up and the app shell sent: a page rendered this late would
 * be no faster than the browser's own. The gateway then closes the render's line, which fails
 * the operations it still waits for, so the render ends and frees its place on the thread.
 * (Piscina's own abort signal would end the whole thread instead, and Piscina never lets a
 * thread interleave tasks that can be aborted.)
 */
const RENDER_TIMEOUT_MS = 10_000;
/** An idle render thread beyond the first is kept this long, then exits (and its memory with it). */
const RENDER_THREAD_IDLE_MS = 60_000;
/** Renders a thread interleaves while they wait for their GraphQL answers. */
const RENDERS_PER_THREAD = 4;

/**
 * The library's and the reader's first views, rendered by the web client's own server build for
 * a visitor, with the catalog's answers to a visitor, or for a signed-in member, with theirs:
 * the page's GraphQL operations run through the gateway's executor as the request's viewer, and
 * the answers are inlined for the browser's client to start from.
 *
 * Rendering costs 30-70 ms of CPU per page, so it runs on a pool of worker threads (Piscina),
 * never on the event loop that answers every API call; a render asks the gateway for its
 * operations' answers over a message port. When the pool's queue is full, a render fails or
 * times out, or an operation answers errors, the request gets the app shell (`fallback`), which
 * renders in the browser as before.
 *
 * A visitor's page is kept in the public read cache, keyed by the web client's build and the
 * address it names for the request (`firstViewAddress`: a bounded set, null for what it leaves to
 * the browser; an unknown summary's page is sent uncached, with status 404): a catalog change drops it with every other public read, and a gateway with another
 * build (a deploy) renders its own instead of sending one whose scripts it no longer has. A
 * member's page is theirs: rendered for each request, sent `Cache-Control: private, no-cache`,
 * kept nowhere.
 */
export function firstViewRenderer(
  serverBuild: { render: string; address: string },
  template: string,
  options: FirstViewOptions,
): FirstViews {
  // The page names the build's hashed scripts (the template) and is rendered by its server bundle.
  const build = createHash('sha256')
    .update(template)
    .update(readFileSync(serverBuild.render))
    .digest('base64url');
  const pool = new Piscina({
    filename: pathToFileURL(serverBuild.render).href,
    name: 'renderFirstViewTask',
    // One thread is started with the gateway and kept, so no page waits for a thread to load the
    // web client's build.
    minThreads: 1,
    maxThreads: options.renderThreads,
    idleTimeout: RENDER_THREAD_IDLE_MS,
    concurrentTasksPerWorker: RENDERS_PER_THREAD,
    maxQueue: 'auto',
    // A render waits on its port for the gateway's answers; the thread's event loop must run.
    atomics: 'disabled',
  });
  // The pool is closed only once its first thread has loaded the build: on Node 20, a thread
  // ended while it loads an ES module aborts the whole process ("v8::Module::IsGraphAsync must be
  // used on an instantiated module"), and embedded that process is all of npm start.
  const firstThreadLoaded = pool
    .run(undefined, { name: 'renderThreadLoaded' })
    .catch(() => undefined);
  // The addresses are the web client's rule; its small module (never the whole client, which
  // only the render threads load) is loaded once, with the first request.
  let loaded: Promise<FirstViewAddressModule | null> | undefined;
  const load = () =>
    (loaded ??= (import(pathToFileURL(serverBuild.address).href) as Promise<FirstViewAddressModule>)
      .then((module) => {
        // A build from another version of the web client: its pages are left to the browser.
        if (typeof module.firstViewAddress !== 'function') throw new Error('no firstViewAddress');
        return module;
      })
      .catch((error: unknown) => {
        options.logger.warn({ err: error }, 'first views cannot be rendered; app shell sent');
        return null;
      }));

  /** Renders on a thread, answering its operations as the request's viewer. */
  const render = async (
    req: Request,
    path: string,
    member: unknown,
  ): Promise<RenderedFirstView> => {
    const { port1: gatewaySide, port2: threadSide } = new MessageChannel();
    gatewaySide.on('message', ({ id, operation }: OperationRequest) => {
      options.graphql.execute<Record<string, unknown>>(req, operation).then(
        ({ result }) => gatewaySide.postMessage({ id, result } satisfies OperationAnswer),
        (error: unknown) =>
          gatewaySide.postMessage({ id, error: String(error) } satisfies OperationAnswer),
      );
    });
    const task: FirstViewTask = { path, member, template, port: threadSide };
    const rendered = pool.run(task, { transferList: [threadSide] }) as Promise<RenderedFirstView>;
    const timeoutMs = options.renderTimeoutMs ?? RENDER_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const givenUp = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`render took over ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([rendered, givenUp]);
    } finally {
      clearTimeout(timer);
      gatewaySide.close();
      // A render given up still settles (as a failure once its line is closed): nobody waits.
      rendered.catch(() => undefined);
    }
  };

  const addressOf = async (req: Request) => {
    const module = await load();
    return module?.firstViewAddress(req.path, new URL(req.originalUrl, 'http://x').search) ?? null;
  };
  const failed = (req: Request, error: unknown) =>
    options.logger.warn({ err: error, path: req.path }, 'first view not rendered; app shell sent');

  return {
    async renderForMember(req, member) {
      const address = await addressOf(req);
      if (address === null) return null;
      try {
        const { html, found } = await render(req, address, member);
        return html === null ? null : { html, found };
      } catch (error) {
        failed(req, error);
        return null;
      }
    },
    async sendToVisitor(req, res, fallback) {
      const address = await addressOf(req);
      if (address === null) return fallback();
      await options.reads.serve(req, res, 'first view', { build, address }, async () => {
        try {
          const { html, found, keep } = await render(req, address, undefined);
          if (!html) return { uncached: fallback };
          if (!keep)
            return {
              uncached: () =>
                void res
                  .status(found ? 200 : 404)
                  .type('html')
                  .send(html),
            };
          return { json: html, headers: { 'Content-Type': 'text/html; charset=utf-8' } };
        } catch (error) {
          failed(req, error);
          return { uncached: fallback };
        }
      });
    },
    async close() {
      await firstThreadLoaded;
      await pool.close();
    },
  };
}

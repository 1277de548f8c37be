import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import type { Logger } from 'pino';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import type { PublicReads } from '../public-reads/public-reads.js';

/** What the web client's server build offers (frontend/src/prerender.tsx). */
interface FirstViewModule {
  firstViewAddress(path: string, search: string): string | null;
  renderFirstView(
    path: string,
    execute: (request: {
      query: string;
      variables: Record<string, unknown>;
      operationName: string | null;
    }) => Promise<FormattedExecutionResult>,
  ): Promise<{ html: string; title: string | null; data: Record<string, unknown>; keep: boolean }>;
  intoTemplate(
    template: string,
    page: { html: string; title: string | null; data: Record<string, unknown> },
  ): string;
}

export interface FirstViewOptions {
  graphql: GraphQLExecutor;
  reads: PublicReads;
  logger: Logger;
}

/**
 * The library's and the reader's first views, rendered on the gateway for a visitor with the
 * catalog's answers to a visitor (the web client's own server build runs the page's GraphQL
 * operations through the gateway's executor, as the request's viewer), the answers inlined for
 * the browser's client to start from. The pages are kept in the public read cache, keyed by the address the web client
 * names for the request (`firstViewAddress`: a bounded set, null for what it leaves to the
 * browser; a page the web client says not to keep, such as an unknown summary's, is sent
 * uncached): a catalog change drops them with every other public read. A render that meets an
 * error is sent as the app shell (`fallback`), which renders in the browser as before.
 */
export function firstViewRenderer(
  serverEntry: string,
  template: string,
  options: FirstViewOptions,
): (req: Request, res: Response, fallback: () => void) => Promise<void> {
  // Loaded with the first request for a first view, once; a build that cannot be loaded is
  // reported once and every such request gets the app shell.
  let loaded: Promise<FirstViewModule | null> | undefined;
  const load = () =>
    (loaded ??= (import(pathToFileURL(serverEntry).href) as Promise<FirstViewModule>).catch(
      (error: unknown) => {
        options.logger.warn({ err: error }, 'first views cannot be rendered; app shell sent');
        return null;
      },
    ));

  return async (req, res, fallback) => {
    const module = await load();
    if (!module) return fallback();
    const address = module.firstViewAddress(req.path, new URL(req.originalUrl, 'http://x').search);
    if (address === null) return fallback();
    await options.reads.serve(req, res, 'first view', address, async () => {
      try {
        let failed = false;
        const page = await module.renderFirstView(address, async (operation) => {
          const { result } = await options.graphql.execute<Record<string, unknown>>(req, operation);
          if (result.errors?.length) failed = true;
          return result;
        });
        if (failed) return { uncached: fallback };
        const html = module.intoTemplate(template, page);
        if (!page.keep) return { uncached: () => void res.type('html').send(html) };
        return { json: html, headers: { 'Content-Type': 'text/html; charset=utf-8' } };
      } catch (error) {
        options.logger.warn(
          { err: error, path: req.path },
          'first view not rendered; app shell sent',
        );
        return { uncached: fallback };
      }
    });
  };
}

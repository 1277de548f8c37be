import { Router, type Request } from 'express';
import escapeHtml from 'escape-html';
import type { Logger } from 'pino';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import type { PublicReadCache } from '../caching/public-read-cache.js';

const PUBLISHED_IDS = `query SitemapSummaries { publishedSummaries { id updatedAt } }`;

/** The screens only a member or an admin uses, and the API: nothing there for a search engine. */
const DISALLOWED = ['/admin', '/dashboard', '/subscribe', '/api/', '/graphql'];

export interface CrawlerRoutesOptions {
  graphql: GraphQLExecutor;
  logger: Logger;
  /** Absolute origin the URLs are written with (PUBLIC_URL). */
  publicUrl: string;
  /** The public pages besides the summaries ('/', '/library', legal pages). */
  publicPages: readonly string[];
  /** How long a sitemap lives without a catalog event (as the public read cache). */
  ttlSeconds: number;
  /**
   * The public read cache: the sitemap is a public read and is dropped with it, so every
   * replica drops it on a catalog event, not only the one that consumed the event.
   */
  publicReads: PublicReadCache;
}

/**
 * `robots.txt` and `sitemap.xml`. The sitemap lists the public pages and every published
 * summary's page, built from the catalog once and kept until a catalog event or the bound.
 */
export function crawlerRoutes(options: CrawlerRoutesOptions): Router {
  const origin = options.publicUrl.replace(/\/+$/, '');
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  let cached: { xml: Promise<string>; expiresAt: number } | null = null;

  const build = async (req: Request): Promise<string> => {
    const result = await options.graphql.run<{
      publishedSummaries: Array<{ id: string; updatedAt: string }>;
    }>(req, PUBLISHED_IDS);
    if (result.errors.length || !result.data) {
      throw new Error(`the catalog did not list the summaries: ${result.errors[0]?.message}`);
    }
    const entries = [
      ...options.publicPages.map((page) => ({ path: page, lastmod: null as string | null })),
      ...result.data.publishedSummaries.map((summary) => ({
        path: `/summary/${encodeURIComponent(summary.id)}`,
        lastmod: summary.updatedAt,
      })),
    ];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        ({ path, lastmod }) =>
          `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${
            lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''
          }</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
  };

  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robots);
  });
  router.get('/sitemap.xml', async (req, res) => {
    const now = Date.now();
    if (!cached || cached.expiresAt <= now) {
      const building = build(req);
      cached = { xml: building, expiresAt: now + options.ttlSeconds * 1000 };
      // A failed build is not kept: the next request tries again.
      building.catch(() => {
        if (cached?.xml === building) cached = null;
      });
    }
    const entry = cached;
    try {
      const xml = await entry.xml;
      res.setHeader('Cache-Control', 'public, no-cache');
      res.type('application/xml').send(xml);
    } catch (error) {
      options.logger.error({ err: error }, 'sitemap not built');
      res.status(503).type('text/plain').send('The sitemap is temporarily unavailable.');
    }
  });

  options.publicReads.onDropped(() => {
    cached = null;
  });
  return router;
}

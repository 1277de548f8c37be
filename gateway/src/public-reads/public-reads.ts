import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import { accessClassOf, sharesPublicReads } from '../caching/access-class.js';
import {
  ANSWER_ENCODINGS,
  type CacheLookup,
  etagOf,
  PreparedAnswer,
  type PublicReadCache,
  publicReadKeyOf,
} from '../caching/public-read-cache.js';

/** The request headers that decide the viewer, hence the answer, and the body's encoding. */
const VARY = 'Cookie, Authorization, X-Api-Key, Accept-Encoding';

/**
 * What a cache miss produces: the JSON text (or, with its Content-Type among the headers, the
 * page) to cache and send, or (an error, a missing value) an answer sent as it is, never cached.
 */
export type FreshAnswer =
  { json: string; headers?: Record<string, string> } | { uncached: () => void };

/**
 * Sends the catalog's public reads from the cache when it can. The cache key is the operation,
 * its variables and the viewer's access class, so an answer only ever serves viewers who would
 * get the same one. Errors and missing values are never cached. Every answer carries an ETag; a
 * matching If-None-Match gets a 304 without a body. Cached answers carry their own compressed
 * variants, so these routes sit before the gateway's compression middleware. An answer past its
 * TTL is sent as it is while one fresh answer is computed in the background for the readers after
 * it: nobody waits for a page to be rendered because the site was quiet for a minute.
 */
export class PublicReads {
  /** The keys whose answers are being computed again, so a burst of readers computes one. */
  private readonly refreshing = new Set<string>();

  constructor(
    private readonly graphql: GraphQLExecutor,
    private readonly cache: PublicReadCache,
    private readonly logger: Logger,
  ) {}

  /**
   * Answers from the cache under `operation` + `variables` + the viewer's access class, or from
   * `fresh` on a miss. The viewer is signed for the subgraphs only on a miss: a hit needs only
   * the class.
   */
  async serve(
    req: Request,
    res: Response,
    operation: string,
    variables: unknown,
    fresh: () => Promise<FreshAnswer>,
  ): Promise<void> {
    const accessClass = accessClassOf(await this.graphql.viewerOf(req));
    const key = publicReadKeyOf(operation, variables, accessClass);
    // Visitors' answers may sit in shared caches; anyone else's only in their own browser.
    res.setHeader(
      'Cache-Control',
      accessClass === 'visitor' ? 'public, no-cache' : 'private, no-cache',
    );
    res.setHeader('Vary', VARY);
    // No lookup: read through, never kept (as when the cache cannot answer).
    const lookup = sharesPublicReads(accessClass) ? await this.lookup(key) : null;
    if (lookup?.answer) {
      if (lookup.answer.stale) this.refresh(key, lookup, fresh);
      return this.sendAnswer(req, res, lookup.answer);
    }

    const answer = await fresh();
    if ('uncached' in answer) {
      res.setHeader('Cache-Control', 'no-store');
      return answer.uncached();
    }
    if (!lookup) {
      return this.sendAnswer(
        req,
        res,
        new PreparedAnswer(answer.json, etagOf(answer.json), answer.headers ?? {}),
      );
    }
    const kept = this.cache.keep(key, lookup, answer.json, answer.headers ?? {});
    await kept.shared.catch((error: unknown) =>
      this.logger.warn({ err: error }, 'public read not shared; Redis refused it'),
    );
    return this.sendAnswer(req, res, kept.answer);
  }

  /**
   * Computes a stale answer again and keeps it. An answer not to be kept (now an error or a
   * missing value) or a computation that fails drops the stale one, so the next reader gets what
   * the catalog says, as the personal read cache does.
   */
  private refresh(key: string, lookup: CacheLookup, fresh: () => Promise<FreshAnswer>): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    const computeAndKeep = async () => {
      const answer = await fresh().catch((error: unknown) => {
        this.logger.warn({ err: error }, 'public read not computed again; dropped');
        return null;
      });
      if (answer && !('uncached' in answer)) {
        await this.cache.keep(key, lookup, answer.json, answer.headers ?? {}).shared;
      } else {
        await this.cache.forget(key, lookup);
      }
    };
    void computeAndKeep()
      .catch((error: unknown) =>
        this.logger.warn(
          { err: error },
          'public read cache unavailable; the next read computes it',
        ),
      )
      .finally(() => this.refreshing.delete(key));
  }

  /** A cache that cannot answer (Redis down) makes the read uncached, never failed. */
  private async lookup(key: string): Promise<CacheLookup | null> {
    try {
      return await this.cache.lookup(key);
    } catch (error) {
      this.logger.warn({ err: error }, 'public read cache unavailable; reading through');
      return null;
    }
  }

  private async sendAnswer(req: Request, res: Response, answer: PreparedAnswer): Promise<void> {
    res.set(answer.headers);
    res.setHeader('ETag', answer.etag);
    if (req.fresh) return void res.status(304).end();
    // JSON unless the answer says otherwise (a rendered page, web/first-views.ts).
    if (!res.getHeader('Content-Type'))
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
    const encoding =
      answer.compressible && req.headers['accept-encoding']
        ? req.acceptsEncodings(...ANSWER_ENCODINGS)
        : false;
    if (!encoding) return void res.end(answer.body);
    res.setHeader('Content-Encoding', encoding);
    res.end(await answer.encoded(encoding as (typeof ANSWER_ENCODINGS)[number]));
  }
}

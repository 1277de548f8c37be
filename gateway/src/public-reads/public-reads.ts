import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { CatalogEvents } from '@distill/contracts';
import type { GatewayConfig } from '../config.js';
import type { GatewayEventHandlers } from '../events/gateway-events.js';
import {
  type GraphQLExecutor,
  type OperationResult,
  sendResult,
} from '../rest/graphql-executor.js';
import { accessClassOf } from './access-class.js';
import {
  type CachedAnswer,
  type CacheLookup,
  etagOf,
  MemoryPublicReadCache,
  publicReadKeyOf,
  type PublicReadStore,
  RedisPublicReadCache,
} from './public-read-cache.js';

/** The request headers that decide the viewer, hence the answer. */
const VIEWER_HEADERS = 'Cookie, Authorization, X-Api-Key';

export interface PublicRead<TData> {
  query: string;
  variables: Record<string, unknown>;
  select: (data: TData) => unknown;
  /** Headers the answer carries besides its body (a list's paging), cached with it. */
  headers?: (data: TData) => Record<string, string>;
  notFoundMessage?: string;
}

/**
 * Sends the catalog's public reads from the cache when it can. The cache key is the route, its
 * variables and the viewer's access class, so an answer only ever serves viewers who would get
 * the same one. Errors and missing values are never cached. Every answer carries an ETag; a
 * matching If-None-Match gets a 304 without a body.
 */
export class PublicReads {
  constructor(
    private readonly graphql: GraphQLExecutor,
    private readonly cache: PublicReadStore,
    private readonly logger: Logger,
  ) {}

  async send<TData>(req: Request, res: Response, read: PublicRead<TData>): Promise<void> {
    // The viewer is signed for the subgraphs only on a miss: a cached answer needs its class.
    const accessClass = accessClassOf(await this.graphql.viewerOf(req));
    const key = publicReadKeyOf(`${req.baseUrl}${req.route.path}`, read.variables, accessClass);
    // Visitors' answers may sit in shared caches; anyone else's only in their own browser.
    res.setHeader(
      'Cache-Control',
      accessClass === 'visitor' ? 'public, no-cache' : 'private, no-cache',
    );
    res.vary(VIEWER_HEADERS);
    const lookup = await this.lookup(key);
    if (lookup?.answer) return this.sendAnswer(req, res, lookup.answer);

    const result: OperationResult<TData> = await this.graphql.run<TData>(
      req,
      read.query,
      read.variables,
    );
    const value = result.errors.length === 0 && result.data ? read.select(result.data) : null;
    if (value === null || value === undefined) {
      res.setHeader('Cache-Control', 'no-store');
      return sendResult(res, result, read.select, read.notFoundMessage);
    }
    const body = JSON.stringify(value);
    const answer = { body, etag: etagOf(body), headers: read.headers?.(result.data!) ?? {} };
    if (lookup) {
      await this.cache
        .store(key, lookup.generation, answer)
        .catch((error: unknown) =>
          this.logger.warn({ err: error }, 'public read not cached; Redis refused it'),
        );
    }
    this.sendAnswer(req, res, answer);
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

  private sendAnswer(req: Request, res: Response, { body, etag, headers }: CachedAnswer): void {
    res.set(headers);
    res.setHeader('ETag', etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(body);
  }
}

export interface PublicReadsIntegration {
  reads: PublicReads;
  /** Drops every cached answer (a catalog change this gateway just made). */
  invalidate(): Promise<void>;
  /** Every catalog event drops the cached answers (GATEWAY_CONSUMES routes them here). */
  handlers: GatewayEventHandlers;
  close(): Promise<void>;
}

export function createPublicReads(
  config: GatewayConfig,
  graphql: GraphQLExecutor,
  logger: Logger,
): PublicReadsIntegration {
  // Embedded there is no Redis: the one gateway process keeps the answers in memory.
  const redis = config.EMBEDDED_DIR
    ? undefined
    : new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  redis?.on('error', (error) => logger.warn({ err: error }, 'public read cache redis error'));
  const cache: PublicReadStore = redis
    ? new RedisPublicReadCache(redis, config.EVENTS_PREFIX, config.PUBLIC_READ_CACHE_TTL_SECONDS)
    : new MemoryPublicReadCache(config.PUBLIC_READ_CACHE_TTL_SECONDS);
  const invalidate = () => cache.invalidate();
  return {
    reads: new PublicReads(graphql, cache, logger),
    // The change itself succeeded: without Redis the TTL bounds how long a stale answer lives.
    invalidate: () =>
      invalidate().catch((error: unknown) =>
        logger.warn({ err: error }, 'public read cache not invalidated after a catalog change'),
      ),
    handlers: Object.fromEntries(Object.values(CatalogEvents).map((type) => [type, invalidate])),
    close: async () => {
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

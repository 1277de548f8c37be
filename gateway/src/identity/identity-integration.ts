import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { IdentityEvents } from '@distill/contracts';
import {
  createEventTransport,
  loadIoRedis,
  type FetchFunction,
  type ProcessMetrics,
} from '@distill/platform';
import type { GatewayConfig } from '../config.js';
import { partnerAccess } from '../partners/partner-access.js';
import type { GraphQLExecutor } from '../rest/graphql-executor.js';
import { IdentityClient } from './identity-client.js';
import { consumeGatewayEvents, type GatewayEventHandlers } from '../events/gateway-events.js';
import { IdentityViewerResolver } from './identity-viewer-resolver.js';
import { identityRoutes } from './identity.routes.js';
import { MemoryViewerCache, RedisViewerCache } from './viewer-cache.js';

/** Origins allowed on state-changing routes: PUBLIC_URL's, TRUSTED_ORIGINS, and in development Vite's. */
export function trustedOriginsOf(config: GatewayConfig): ReadonlySet<string> {
  const origins = new Set([new URL(config.PUBLIC_URL).origin]);
  for (const origin of config.TRUSTED_ORIGINS.split(',')
    .map((value) => value.trim())
    .filter(Boolean)) {
    origins.add(new URL(origin).origin);
  }
  if (config.NODE_ENV !== 'production') {
    origins.add('http://localhost:5173');
    origins.add('http://127.0.0.1:5173');
  }
  return origins;
}

export interface IdentityIntegration {
  viewers: IdentityViewerResolver;
  routes(graphql: GraphQLExecutor): Router;
  /** Resolves `X-Api-Key` to its partner (see partnerAccess). */
  partnerAccess: RequestHandler;
  /**
   * Starts consuming the gateway's events: identity's (dropping cached viewers) and the other
   * handlers given (the gateway's other caches).
   */
  start(handlers: GatewayEventHandlers): Promise<void>;
  close(): Promise<void>;
}

/** Everything the gateway does with identity: the viewer, the session cookie routes, the cache. */
export function createIdentityIntegration(
  config: GatewayConfig,
  logger: Logger,
  send: FetchFunction,
  metrics?: ProcessMetrics,
): IdentityIntegration {
  // Embedded there is no Redis: the one gateway process keeps its viewers in memory.
  const redis = config.EMBEDDED_DIR
    ? undefined
    : new (loadIoRedis().Redis)(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  redis?.on('error', (error) => logger.warn({ err: error }, 'gateway redis error'));
  const identity = new IdentityClient(config.IDENTITY_URL, config.INTERNAL_SECRET, send);
  const viewers = new IdentityViewerResolver(
    identity,
    redis
      ? new RedisViewerCache(redis, config.EVENTS_PREFIX, config.VIEWER_CACHE_TTL_SECONDS)
      : new MemoryViewerCache(config.VIEWER_CACHE_TTL_SECONDS),
    logger,
  );
  const transport = createEventTransport(config, logger, metrics);
  return {
    viewers,
    routes: (graphql) =>
      identityRoutes({
        identity,
        viewers,
        graphql,
        production: config.NODE_ENV === 'production',
        trustedOrigins: trustedOriginsOf(config),
        sessionMaxAgeMs: config.SESSION_IDLE_DAYS * 24 * 3600 * 1000,
      }),
    partnerAccess: partnerAccess(identity),
    start: (handlers) =>
      consumeGatewayEvents(
        transport,
        {
          ...handlers,
          [IdentityEvents.UserUpdated]: (envelope) => viewers.forgetUser(envelope.payload.userId),
        },
        logger,
      ),
    async close() {
      await transport.close();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import type { FetchFunction } from '@distill/platform';
import type { GatewayConfig } from '../config.js';
import { partnerAccess } from '../partners/partner-access.js';
import type { GraphQLExecutor } from '../rest/graphql-executor.js';
import { IdentityClient } from './identity-client.js';
import { IdentityViewerResolver } from './identity-viewer-resolver.js';
import { identityRoutes } from './identity.routes.js';
import type { ViewerCache } from './viewer-cache.js';

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
}

/**
 * Everything the gateway does with identity: the viewer (cached in `viewerCache`, which the
 * gateway's caching module keeps and drops), the session cookie routes, partner keys.
 */
export function createIdentityIntegration(
  config: GatewayConfig,
  logger: Logger,
  send: FetchFunction,
  viewerCache: ViewerCache,
): IdentityIntegration {
  const identity = new IdentityClient(config.IDENTITY_URL, config.INTERNAL_SECRET, send);
  const viewers = new IdentityViewerResolver(identity, viewerCache, logger);
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
  };
}

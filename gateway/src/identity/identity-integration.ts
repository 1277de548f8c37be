import type { Logger } from 'pino';
import type { FetchFunction } from '@distill/platform';
import type { GatewayConfig } from '../config.js';
import { IdentityClient } from './identity-client.js';
import { IdentityViewerResolver } from './identity-viewer-resolver.js';
import type { ViewerCache } from '../caching/viewer-cache.js';

export interface IdentityIntegration {
  /** Identity's subgraph, for the `@inaccessible` operations only the gateway runs. */
  client: IdentityClient;
  viewers: IdentityViewerResolver;
}

/**
 * The gateway's link to identity: its client and the viewer resolver (cached in `viewerCache`,
 * which the gateway's caching module keeps and drops). The routes are in `rest/`.
 */
export function createIdentityIntegration(
  config: GatewayConfig,
  logger: Logger,
  send: FetchFunction,
  viewerCache: ViewerCache,
): IdentityIntegration {
  const identity = new IdentityClient(config.IDENTITY_URL, config.INTERNAL_SECRET, send);
  const viewers = new IdentityViewerResolver(identity, viewerCache, logger);
  return { client: identity, viewers };
}

import type { Request } from 'express';
import type { Viewer } from '@distill/contracts';
import { correlationIdOf } from '@distill/platform';
import type { ViewerResolver } from '../viewer/viewer-resolver.js';
import type { ViewerTokens } from './viewer-tokens.js';

/** What every GraphQL operation at the gateway carries down to the subgraphs. */
export interface GatewayContext {
  viewer: Viewer;
  /** The viewer, signed for the subgraphs with INTERNAL_SECRET (`ViewerTokens`). */
  viewerToken: string;
  correlationId: string;
}

export async function createGatewayContext(
  req: Request,
  viewers: ViewerResolver,
  tokens: ViewerTokens,
): Promise<GatewayContext> {
  const viewer = await viewers.resolve(req);
  return {
    viewer,
    viewerToken: await tokens.tokenFor(viewer),
    correlationId: req.correlationId ?? correlationIdOf(req),
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    correlationId?: string;
  }
}

import type { Request } from 'express';
import type { Viewer } from '@distill/contracts';
import { correlationIdOf, signViewerContext } from '@distill/platform';
import type { ViewerResolver } from '../viewer/viewer-resolver.js';

/** What every GraphQL operation at the gateway carries down to the subgraphs. */
export interface GatewayContext {
  viewer: Viewer;
  /** The viewer, signed for the subgraphs with INTERNAL_SECRET. */
  viewerToken: string;
  correlationId: string;
}

export async function createGatewayContext(
  req: Request,
  viewers: ViewerResolver,
  internalSecret: string,
): Promise<GatewayContext> {
  const viewer = await viewers.resolve(req);
  return {
    viewer,
    viewerToken: await signViewerContext(viewer, internalSecret),
    correlationId: req.correlationId ?? correlationIdOf(req),
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    correlationId?: string;
  }
}

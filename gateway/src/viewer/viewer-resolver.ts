import type { Request } from 'express';
import { ANONYMOUS_VIEWER, type Viewer } from '@distill/contracts';

/**
 * Turns an incoming request (its session cookie or bearer token) into the viewer the subgraphs
 * authorize. The identity integration provides the real one; without it everyone is anonymous.
 */
export interface ViewerResolver {
  resolve(req: Request): Promise<Viewer>;
}

export const anonymousViewerResolver: ViewerResolver = {
  resolve: async () => ANONYMOUS_VIEWER,
};

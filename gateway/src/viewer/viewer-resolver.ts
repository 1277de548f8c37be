import type { Request } from 'express';
import type { Viewer } from '@distill/contracts';

/**
 * Turns an incoming request (its session cookie or bearer token) into the viewer the subgraphs
 * authorize (identity's: session cookie or Firebase bearer token, see gateway/src/identity).
 */
export interface ViewerResolver {
  resolve(req: Request): Promise<Viewer>;
}

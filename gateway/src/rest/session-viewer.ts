import type { Request, Response } from 'express';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import { ViewerDocument } from './operations.generated.js';
import type { IdentityViewerResolver } from '../identity/identity-viewer-resolver.js';
import { bearerTokenOf, sessionTokenOf, setSessionCookie } from '../identity/session-cookie.js';

export interface SessionCookieSettings {
  production: boolean;
  sessionMaxAgeMs: number;
}

/**
 * The signed-in user (cookie or bearer token) as the session routes answer it: the viewer
 * query's result, whose `viewer` is null for a visitor. A session cookie that names a user has
 * its lifetime slid, and identity's answer is what the member's next requests read as.
 */
export async function sessionViewer(
  graphql: GraphQLExecutor,
  viewers: IdentityViewerResolver,
  req: Request,
  res: Response,
  cookie: SessionCookieSettings,
) {
  const result = await graphql.run(req, ViewerDocument);
  if (result.data?.viewer) await viewers.takeIdentityAnswer(req, result.data.viewer);
  const session = sessionTokenOf(req);
  if (session && !bearerTokenOf(req) && result.data?.viewer) {
    setSessionCookie(res, session, cookie.production, cookie.sessionMaxAgeMs);
  }
  return result;
}

import type { NormalizedCacheObject } from '@apollo/client';
import type { User } from '../features/auth/auth-types';
import { readStoredToken } from './auth-token';

/**
 * The GraphQL answers a page's first view was rendered with on the server (the gateway renders
 * `/library` for a visitor, see src/prerender.tsx), inlined in the page as a
 * JSON data block so the browser's client starts from them instead of asking again.
 */
export const FIRST_VIEW_DATA_ID = 'distill-first-view';

/**
 * The inlined Apollo cache, or undefined on a page rendered in the browser alone. A member
 * signed in with the identity provider (a stored token, which the gateway cannot see) was sent
 * the visitor's view: their answers differ, so their page starts from none (see main.tsx).
 */
export function inlinedFirstViewData(
  page: Pick<Document, 'getElementById'> | undefined = pageDocument(),
  storage?: Pick<Storage, 'getItem'>,
): NormalizedCacheObject | undefined {
  if (!page || readStoredToken(storage)) return undefined;
  const block = page.getElementById(FIRST_VIEW_DATA_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as NormalizedCacheObject;
  } catch {
    return undefined; // a damaged block only costs the round trip it would have saved
  }
}

/**
 * The `GET /api/session` answer the gateway inlined into the app shell it sent a member with a
 * session cookie (gateway/src/web/static-web.ts), so the page starts signed in and asks for its
 * data at once; the session check that follows confirms it.
 */
export const SESSION_DATA_ID = 'distill-session';

/**
 * The member the gateway inlined, or undefined: none inlined, a damaged block, or a stored
 * identity-provider token (that member's session is the provider's, resolved in the browser).
 */
export function inlinedSessionUser(
  page: Pick<Document, 'getElementById'> | undefined = pageDocument(),
  storage?: Pick<Storage, 'getItem'>,
): User | undefined {
  if (!page || readStoredToken(storage)) return undefined;
  const text = page.getElementById(SESSION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return (JSON.parse(text) as { user: User | null }).user ?? undefined;
  } catch {
    return undefined; // the session check answers instead
  }
}

function pageDocument(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

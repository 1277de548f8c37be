import type { NormalizedCacheObject } from '@apollo/client';
import type { User } from '../features/auth/auth-types';
import { readStoredToken } from './auth-token';

/**
 * The GraphQL answers a page's first view was rendered with on the server (the gateway renders
 * the library and the reader for a visitor, see src/prerender.tsx), inlined in the page as a
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
  return readDataBlock<NormalizedCacheObject>(FIRST_VIEW_DATA_ID, page, storage);
}

/**
 * The `GET /api/session` answer the gateway inlined into the app shell it sent a member with a
 * session cookie (gateway/src/web/static-web.ts), so the page starts signed in and asks for its
 * data at once, without a session round trip of its own.
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
  return readDataBlock<{ user: User | null }>(SESSION_DATA_ID, page, storage)?.user ?? undefined;
}

/**
 * A JSON data block the gateway put in the page, or undefined: none, a damaged one (it only
 * costs the round trip it would have saved), or a stored identity-provider token (the gateway
 * could not see that member, so nothing it inlined is theirs).
 */
function readDataBlock<T>(
  id: string,
  page: Pick<Document, 'getElementById'> | undefined,
  storage: Pick<Storage, 'getItem'> | undefined,
): T | undefined {
  if (!page || readStoredToken(storage)) return undefined;
  const text = page.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

function pageDocument(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

import type { NormalizedCacheObject } from '@apollo/client';
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

function pageDocument(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

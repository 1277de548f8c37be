import { filterToParams, readFilter } from './features/library-browser/library-filter';

/**
 * The pages whose first view shows the catalog: the gateway renders them for a visitor, with the
 * GraphQL answers a visitor gets, into `index.html` (see `renderFirstView` in prerender.tsx), so their first
 * paint waits neither for the JavaScript nor for a GraphQL round trip.
 */
export const FIRST_VIEW_ROUTES = ['/library', '/summary/:id'];
/**
 * A summary's id as the catalog writes them (a lowercase UUID). Any other id is rendered in the
 * browser: the page asks for the id as written, which the server's answers would not match.
 */
const SUMMARY_PATH = /^\/summary\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** The summary a reader address names; null for any other path. */
export function summaryIdOf(path: string): string | null {
  return SUMMARY_PATH.exec(path)?.[1] ?? null;
}

/**
 * The address whose first view answers a request for `path?search` (one of FIRST_VIEW_ROUTES),
 * or null when the page is rendered in the browser instead. Only the filter panel's choices are
 * rendered on the gateway: their values are few (so are the pages kept for them), and anything
 * else in the query changes nothing on the page. A search or a category (free text, unbounded)
 * gets the app shell, so no stream of made-up addresses can make the gateway render page after
 * page. A reader page is rendered for a summary's id (its query changes nothing); the gateway
 * keeps only those that found a summary.
 */
export function firstViewAddress(path: string, search: string): string | null {
  const summaryId = summaryIdOf(path);
  if (summaryId) return `/summary/${summaryId}`;
  if (path !== '/library') return null;
  const filter = readFilter(new URLSearchParams(search));
  if (filter.query || filter.category) return null;
  const params = filterToParams(filter).toString();
  return params ? `/library?${params}` : '/library';
}

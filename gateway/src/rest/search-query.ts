import { integer, text } from '../openapi/route-description.js';
import { readQuery } from './http.js';

/**
 * What every search route takes (the catalogue's `/search`, the member's `/highlights/search`):
 * the subgraph checks the words and the cursor; the facade only reads them off the URL.
 */
export const SEARCH_QUERY_PARAMETERS = {
  q: {
    schema: text(),
    description: 'Words in web-search syntax ("a phrase", -excluded, or)',
    required: true,
  },
  first: { schema: integer(), description: 'How many results (1-50, default 10)' },
  after: { schema: text(), description: "The previous answer's `nextCursor`" },
};

/**
 * A search route's query string: `q` (required), `first` (an integer), `after`, and the route's
 * own `filters`, each given once; or the message of a 400.
 */
export function readSearchQuery<K extends string>(
  query: Record<string, unknown>,
  filters: readonly K[] = [],
):
  | {
      ok: true;
      search: { q: string; first: number | undefined; after: string | null };
      filters: Partial<Record<K, string>>;
    }
  | { ok: false; message: string } {
  const read = readQuery(query, ['q', 'first', 'after', ...filters]);
  if (!read.ok) return read;
  const { q, first, after, ...rest } = read.values as Partial<Record<string, string>>;
  if (q === undefined) return { ok: false, message: 'q is required' };
  const count = first === undefined ? undefined : Number(first);
  if (count !== undefined && !Number.isSafeInteger(count)) {
    return { ok: false, message: 'first must be an integer' };
  }
  return {
    ok: true,
    search: { q, first: count, after: after || null },
    filters: rest as Partial<Record<K, string>>,
  };
}

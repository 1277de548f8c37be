import { isUuid } from '@distill/contracts';
import { textInputFault } from '../graphql/text-input-rule.js';
import { SearchError } from './search.error.js';

/** The longest search a person types; anything longer is refused before it reaches PostgreSQL. */
export const MAX_SEARCH_LENGTH = 200;
export const DEFAULT_SEARCH_FIRST = 10;
export const MAX_SEARCH_FIRST = 50;

/** Where the previous page ended: the last result's rank (as PostgreSQL printed it) and id. */
export interface SearchPosition {
  rank: string;
  id: string;
}

export interface ValidSearch {
  /** The trimmed query, in websearch syntax (quotes for phrases, `-` to exclude, `or`). */
  q: string;
  first: number;
  after: SearchPosition | null;
}

/**
 * The request checked, or a bad-input error naming the first problem. Control characters (NUL
 * among them, which PostgreSQL refuses outright) and lone surrogates are not text anyone types.
 */
export function validSearch(request: {
  q: string;
  first?: number | null;
  after?: string | null;
}): ValidSearch {
  const q = typeof request.q === 'string' ? request.q.trim() : '';
  if (q === '') throw SearchError.invalid('Type something to search for');
  if (q.length > MAX_SEARCH_LENGTH) {
    throw SearchError.invalid(`Search must be at most ${MAX_SEARCH_LENGTH} characters`);
  }
  const fault = textInputFault(q);
  if (fault) throw SearchError.invalid(`Search ${fault}`);
  if (/[\r\n]/.test(q)) throw SearchError.invalid('Search must be a single line');
  const first = request.first ?? DEFAULT_SEARCH_FIRST;
  if (!Number.isInteger(first) || first < 1 || first > MAX_SEARCH_FIRST) {
    throw SearchError.invalid(`first must be between 1 and ${MAX_SEARCH_FIRST}`);
  }
  return { q, first, after: request.after ? decodeSearchCursor(request.after) : null };
}

export function encodeSearchCursor(position: SearchPosition): string {
  return Buffer.from(JSON.stringify([position.rank, position.id])).toString('base64url');
}

const MALFORMED_CURSOR = 'after is not a cursor from a search';
/** How PostgreSQL prints a `real` rank: never negative, never NaN. */
const RANK = /^\d+(\.\d+)?(e[+-]?\d+)?$/;

export function decodeSearchCursor(cursor: string): SearchPosition {
  if (cursor.length > 200 || !/^[A-Za-z0-9_-]+$/.test(cursor)) {
    throw SearchError.invalid(MALFORMED_CURSOR);
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw SearchError.invalid(MALFORMED_CURSOR);
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) throw SearchError.invalid(MALFORMED_CURSOR);
  const [rank, id] = decoded as [unknown, unknown];
  if (typeof rank !== 'string' || !RANK.test(rank) || typeof id !== 'string' || !isUuid(id)) {
    throw SearchError.invalid(MALFORMED_CURSOR);
  }
  return { rank, id };
}

import { isUuid } from '@distill/contracts';
import { TEXT_LIMITS, textProblem } from '../text-input.js';
import { SummaryError, SummaryErrorCode } from './summary.error.js';

/** The most summaries one page of the library may hold. */
export const MAX_PAGE_LIMIT = 100;

/** A page when the client names no size: whole rows of the 2-, 3- and 4-column grids. */
export const DEFAULT_PAGE_LIMIT = 24;

/** A page of the library as a client asks for it; every field may come from a URL. */
export interface LibraryPageRequest {
  /** Spec section 5: a case-insensitive substring of the title or the author. */
  q?: string | null;
  categoryId?: string | null;
  limit: number;
  /** The `nextCursor` of the previous page. */
  cursor?: string | null;
}

/** Where the previous page ended in the library's order (published_at DESC, id DESC). */
export interface PagePosition {
  publishedAt: Date;
  id: string;
}

export interface ValidLibraryPage {
  /** The trimmed search term; empty for no search. */
  term: string;
  categoryId: string | null;
  limit: number;
  after: PagePosition | null;
}

function invalid(message: string): SummaryError {
  return new SummaryError(SummaryErrorCode.InvalidInput, message);
}

/** The request checked, or a bad-input error naming the first problem. */
export function validLibraryPage(request: LibraryPageRequest): ValidLibraryPage {
  const { limit } = request;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    throw invalid(`limit must be between 1 and ${MAX_PAGE_LIMIT}`);
  }
  return {
    term: searchTerm(request.q),
    categoryId: categoryFilter(request.categoryId),
    limit,
    after: request.cursor ? decodeCursor(request.cursor) : null,
  };
}

/** The category to filter by, null for all. */
export function categoryFilter(categoryId: string | null | undefined): string | null {
  if (!categoryId) return null;
  if (!isUuid(categoryId)) throw invalid('categoryId is not a valid id');
  return categoryId;
}

/** The trimmed search term: one line of at most 200 characters without control characters. */
export function searchTerm(q: string | null | undefined): string {
  const term = (q ?? '').trim();
  const problem = textProblem([[term, { label: 'Search', max: TEXT_LIMITS.name }]]);
  if (problem) throw invalid(problem);
  return term;
}

/** The `LIKE` pattern matching `term` anywhere, its wildcards taken literally. */
export function substringPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/** An opaque, URL-safe token for the position after `row`. */
export function encodeCursor(row: PagePosition): string {
  return Buffer.from(JSON.stringify([row.publishedAt.toISOString(), row.id])).toString('base64url');
}

const MALFORMED_CURSOR = 'cursor is malformed';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function decodeCursor(cursor: string): PagePosition {
  // A cursor is short; anything longer was never one of ours.
  if (cursor.length > 200 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid(MALFORMED_CURSOR);
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(MALFORMED_CURSOR);
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 2 ||
    typeof decoded[0] !== 'string' ||
    !ISO_INSTANT.test(decoded[0]) ||
    typeof decoded[1] !== 'string' ||
    !isUuid(decoded[1])
  ) {
    throw invalid(MALFORMED_CURSOR);
  }
  const publishedAt = new Date(decoded[0]);
  if (Number.isNaN(publishedAt.getTime())) throw invalid(MALFORMED_CURSOR);
  return { publishedAt, id: decoded[1] };
}

import { isUuid } from '@distill/contracts';
import { TEXT_LIMITS, textProblem } from '../text-input.js';
import { SummaryError } from './summary.error.js';

/** The most summaries one page of the library may hold. */
export const MAX_PAGE_LIMIT = 100;

/** A page when the client names no size: whole rows of the 2-, 3- and 4-column grids. */
export const DEFAULT_PAGE_LIMIT = 24;

/** The library's orders; each is a keyset order ending in the id, so every row has one place. */
export enum LibrarySort {
  /** published_at DESC, id DESC */
  NEWEST = 'newest',
  /** lower(title) ASC, id ASC */
  TITLE = 'title',
  /** reading_time_minutes ASC, id ASC */
  SHORTEST = 'shortest',
}

/** Reading-time bands of the library's filter. */
export enum LibraryLength {
  /** Under 10 minutes. */
  SHORT = 'short',
  /** 10 to 15 minutes. */
  MEDIUM = 'medium',
  /** Over 15 minutes. */
  LONG = 'long',
}

export enum LibraryAccess {
  FREE = 'free',
  PREMIUM = 'premium',
}

/** Each band's reading times in minutes, both ends included. */
export const LENGTH_MINUTES: Record<LibraryLength, { min: number; max: number }> = {
  [LibraryLength.SHORT]: { min: 0, max: 9 },
  [LibraryLength.MEDIUM]: { min: 10, max: 15 },
  // The largest PostgreSQL integer: reading_time_minutes is one.
  [LibraryLength.LONG]: { min: 16, max: 2_147_483_647 },
};

/** The band a reading time falls in. */
export function lengthBandOf(minutes: number): LibraryLength {
  const bands = Object.values(LibraryLength);
  return (
    bands.find(
      (band) => minutes >= LENGTH_MINUTES[band].min && minutes <= LENGTH_MINUTES[band].max,
    ) ?? LibraryLength.LONG
  );
}

/** A page of the library as a client asks for it; every field may come from a URL. */
export interface LibraryPageRequest {
  /** Spec section 5: a case-insensitive substring of the title or the author. */
  q?: string | null;
  categoryId?: string | null;
  length?: string | null;
  access?: string | null;
  sort?: string | null;
  limit: number;
  /** The `nextCursor` of the previous page (of the same sort). */
  cursor?: string | null;
}

/** Where the previous page ended in the page's order: the sort key and the id of its last row. */
export interface PagePosition {
  sort: LibrarySort;
  /** An ISO instant (newest), a lowercased title (title) or minutes (shortest). */
  key: string | number;
  id: string;
}

export interface ValidLibraryPage {
  /** The trimmed search term; empty for no search. */
  term: string;
  categoryId: string | null;
  length: LibraryLength | null;
  access: LibraryAccess | null;
  sort: LibrarySort;
  limit: number;
  after: PagePosition | null;
}

function invalid(message: string): SummaryError {
  return new SummaryError('SUMMARY_INVALID_INPUT', message);
}

/** `value` as one of `values`, null when absent, or a bad-input error listing the choices. */
function oneOf<T extends string>(
  name: string,
  values: Record<string, T>,
  value: string | null | undefined,
): T | null {
  if (!value) return null;
  const choices = Object.values(values);
  if (!(choices as string[]).includes(value)) {
    throw invalid(`${name} must be one of ${choices.join(', ')}`);
  }
  return value as T;
}

/** The request checked, or a bad-input error naming the first problem. */
export function validLibraryPage(request: LibraryPageRequest): ValidLibraryPage {
  const { limit } = request;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    throw invalid(`limit must be between 1 and ${MAX_PAGE_LIMIT}`);
  }
  const sort = oneOf('sort', LibrarySort, request.sort) ?? LibrarySort.NEWEST;
  const after = request.cursor ? decodeCursor(request.cursor) : null;
  if (after && after.sort !== sort) throw invalid('cursor belongs to another sort');
  return {
    term: searchTerm(request.q),
    categoryId: categoryFilter(request.categoryId),
    length: oneOf('length', LibraryLength, request.length),
    access: oneOf('access', LibraryAccess, request.access),
    sort,
    limit,
    after,
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

/** An opaque, URL-safe token for the position after a row. */
export function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify([position.sort, position.key, position.id])).toString(
    'base64url',
  );
}

const MALFORMED_CURSOR = 'cursor is malformed';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Whether `key` is a sort key `sort` could have written. */
function isSortKey(sort: LibrarySort, key: unknown): boolean {
  switch (sort) {
    case LibrarySort.NEWEST:
      return typeof key === 'string' && ISO_INSTANT.test(key) && !Number.isNaN(Date.parse(key));
    case LibrarySort.TITLE:
      return typeof key === 'string';
    case LibrarySort.SHORTEST:
      return Number.isInteger(key);
  }
}

export function decodeCursor(cursor: string): PagePosition {
  // A cursor is short (a title is at most 200 characters); anything longer was never one of ours.
  if (cursor.length > 1200 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid(MALFORMED_CURSOR);
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(MALFORMED_CURSOR);
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) throw invalid(MALFORMED_CURSOR);
  const [sort, key, id] = decoded as [unknown, unknown, unknown];
  if (
    !(Object.values(LibrarySort) as unknown[]).includes(sort) ||
    !isSortKey(sort as LibrarySort, key) ||
    typeof id !== 'string' ||
    !isUuid(id)
  ) {
    throw invalid(MALFORMED_CURSOR);
  }
  return { sort: sort as LibrarySort, key: key as string | number, id };
}

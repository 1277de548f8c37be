import type { LibraryAccess, LibraryLength, LibrarySort } from '../../gql/graphql';

/** A URL value of the filter panel and the label it shows. */
interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/** The filter panel's choices; the URL carries the lowercase value, the API the enum. */
export const LENGTH_CHOICES = [
  { value: 'short', label: 'Under 10 min' },
  { value: 'medium', label: '10–15 min' },
  { value: 'long', label: 'Over 15 min' },
] as const satisfies readonly Choice<Lowercase<LibraryLength>>[];

export const ACCESS_CHOICES = [
  { value: 'free', label: 'Free' },
  { value: 'premium', label: 'Premium' },
] as const satisfies readonly Choice<Lowercase<LibraryAccess>>[];

export const SORT_CHOICES = [
  { value: 'newest', label: 'Newest' },
  { value: 'title', label: 'Title (A–Z)' },
  { value: 'shortest', label: 'Shortest' },
] as const satisfies readonly Choice<Lowercase<LibrarySort>>[];

export type LengthFilter = (typeof LENGTH_CHOICES)[number]['value'];
export type AccessFilter = (typeof ACCESS_CHOICES)[number]['value'];
export type SortOrder = (typeof SORT_CHOICES)[number]['value'];

export interface LibraryFilter {
  /** Free text matched against title and author. */
  query: string;
  /** The category as it appears in the URL: its slug (or its id). Empty for all categories. */
  category: string;
  /** Empty for any length. */
  length: LengthFilter | '';
  /** Empty for Free and Premium. */
  access: AccessFilter | '';
  sort: SortOrder;
}

/** The length bands the catalogue's counts say hold a published summary. */
export function lengthsWithSummaries(
  bands: readonly { length: LibraryLength; count: number }[],
): Set<LengthFilter> {
  return new Set(
    bands
      .filter((band) => band.count > 0)
      .map((band) => band.length.toLowerCase() as Lowercase<LibraryLength>)
      .filter((length): length is LengthFilter =>
        LENGTH_CHOICES.some((choice) => choice.value === length),
      ),
  );
}

/** The order when the URL names none (and left out of the URL). */
export const DEFAULT_SORT: SortOrder = 'newest';

export interface CategoryRef {
  id: string;
  slug: string;
}

/** Summaries per page: whole rows of the 2-, 3- and 4-column grids. */
export const LIBRARY_PAGE_SIZE = 24;

/** The longest search the server takes (the catalog's limit for a title or a name). */
export const SEARCH_MAX_LENGTH = 200;

/**
 * How long typing must pause before the search goes to the server. Every result waits this long,
 * and a typist's keys come 150-250 ms apart, so a longer pause would spare the server few
 * searches: it only folds keys that come faster than this into one.
 */
export const SEARCH_DEBOUNCE_MS = 30;

/** `value` if it is one of the choices; anything else (an old or mistyped link) is no choice. */
function chosen<Value extends string>(
  choices: readonly Choice<Value>[],
  value: string | null,
): Value | undefined {
  return choices.find((choice) => choice.value === value)?.value;
}

export function readFilter(params: URLSearchParams): LibraryFilter {
  return {
    query: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    category: params.get('category') ?? '',
    length: chosen(LENGTH_CHOICES, params.get('length')) ?? '',
    access: chosen(ACCESS_CHOICES, params.get('access')) ?? '',
    sort: chosen(SORT_CHOICES, params.get('sort')) ?? DEFAULT_SORT,
  };
}

/** The search params for a filter: empty values are left out so the clean URL is /library. */
export function filterToParams(filter: LibraryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query) params.set('q', filter.query);
  if (filter.category) params.set('category', filter.category);
  if (filter.length) params.set('length', filter.length);
  if (filter.access) params.set('access', filter.access);
  if (filter.sort !== DEFAULT_SORT) params.set('sort', filter.sort);
  return params;
}

/** How many of the panel's filters differ from their default (the Filter button shows it). */
export function activeFilterCount(filter: LibraryFilter): number {
  return [filter.length !== '', filter.access !== '', filter.sort !== DEFAULT_SORT].filter(Boolean)
    .length;
}

/** The panel's filters as the API's arguments (its enums are the URL values in capitals). */
export function filterVariables(filter: Pick<LibraryFilter, 'length' | 'access' | 'sort'>) {
  return {
    length: filter.length ? (filter.length.toUpperCase() as LibraryLength) : null,
    access: filter.access ? (filter.access.toUpperCase() as LibraryAccess) : null,
    sort: filter.sort.toUpperCase() as LibrarySort,
  };
}

/** The id of the category named in the URL, by slug or id; null when none matches. */
export function resolveCategoryId(
  category: string,
  categories: readonly CategoryRef[],
): string | null {
  if (!category) return '';
  const match = categories.find((item) => item.slug === category || item.id === category);
  return match ? match.id : null;
}

export function showingText(count: number, query: string): string {
  const books = `${count} ${count === 1 ? 'book' : 'books'}`;
  const term = query.trim();
  return term ? `Showing ${books} for "${term}"` : `Showing ${books}`;
}

export function emptyStateText(query: string, filtered = false): string {
  const term = query.trim();
  if (term) return `No books match your search for "${term}"`;
  return filtered ? 'No books match these filters' : 'No books available in this category';
}

export interface LibraryFilter {
  /** Free text matched against title and author. */
  query: string;
  /** The category as it appears in the URL: its slug (or its id). Empty for all categories. */
  category: string;
}

export interface CategoryRef {
  id: string;
  slug: string;
}

/** Summaries per page: whole rows of the 2-, 3- and 4-column grids. */
export const LIBRARY_PAGE_SIZE = 24;

/** The longest search the server takes (the catalog's limit for a title or a name). */
export const SEARCH_MAX_LENGTH = 200;

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 60;

export function readFilter(params: URLSearchParams): LibraryFilter {
  return {
    query: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    category: params.get('category') ?? '',
  };
}

/** The search params for a filter: empty values are left out so the clean URL is /library. */
export function filterToParams(filter: LibraryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query) params.set('q', filter.query);
  if (filter.category) params.set('category', filter.category);
  return params;
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

export function emptyStateText(query: string): string {
  const term = query.trim();
  return term ? `No books match your search for "${term}"` : 'No books available in this category';
}

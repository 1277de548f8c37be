export interface LibraryFilter {
  /** Free text matched against title and author. */
  query: string;
  /** The category as it appears in the URL: its slug (or its id). Empty for all categories. */
  category: string;
}

export interface FilterableSummary {
  title: string;
  author: string;
  categoryId: string | null;
}

export interface CategoryRef {
  id: string;
  slug: string;
}

export const EMPTY_FILTER: LibraryFilter = { query: '', category: '' };

export function readFilter(params: URLSearchParams): LibraryFilter {
  return { query: params.get('q') ?? '', category: params.get('category') ?? '' };
}

/** The search params for a filter: empty values are left out so the clean URL is /library. */
export function filterToParams(filter: LibraryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query) params.set('q', filter.query);
  if (filter.category) params.set('category', filter.category);
  return params;
}

/** The id of the category named in the URL, by slug or id; the raw value when none matches. */
export function resolveCategoryId(category: string, categories: readonly CategoryRef[]): string {
  if (!category) return '';
  const match = categories.find((item) => item.slug === category || item.id === category);
  return match ? match.id : category;
}

/** Spec section 5: case-insensitive substring match on title or author; category by id. */
export function filterSummaries<T extends FilterableSummary>(
  summaries: readonly T[],
  { query, categoryId }: { query: string; categoryId: string },
): T[] {
  const needle = query.trim().toLowerCase();
  return summaries.filter((summary) => {
    if (categoryId && summary.categoryId !== categoryId) return false;
    if (!needle) return true;
    return (
      summary.title.toLowerCase().includes(needle) || summary.author.toLowerCase().includes(needle)
    );
  });
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

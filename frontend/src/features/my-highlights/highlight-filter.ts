import { HIGHLIGHT_LIMITS, isHighlightColor } from '@distill/contracts';
import type { HighlightColor, HighlightFieldsFragment } from '../../gql/graphql';

export const COLOR_LABELS: Record<HighlightColor, string> = {
  yellow: 'Yellow',
  green: 'Green',
  blue: 'Blue',
  pink: 'Pink',
};

/** Highlights per page ("Load more" asks for the next). */
export const HIGHLIGHT_PAGE_SIZE = 20;

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The longest search sent: the server's limit (a note's is 5,000 characters). */
export const SEARCH_MAX_LENGTH = HIGHLIGHT_LIMITS.search;

export interface HighlightFilter {
  /** Free text matched against quotes and notes by the server. */
  query: string;
  /** A summary id; empty for every book. */
  book: string;
  /** Empty for every colour. */
  color: HighlightColor | '';
}

export function readFilter(params: URLSearchParams): HighlightFilter {
  const color = params.get('color');
  return {
    query: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    book: params.get('book') ?? '',
    color: isHighlightColor(color) ? color : '',
  };
}

/** The search params of a filter: empty values are left out so the clean URL is /highlights. */
export function filterToParams(filter: HighlightFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query) params.set('q', filter.query);
  if (filter.book) params.set('book', filter.book);
  if (filter.color) params.set('color', filter.color);
  return params;
}

export function isFiltered(filter: HighlightFilter): boolean {
  return Boolean(filter.query.trim() || filter.book || filter.color);
}

export interface BookGroup<T> {
  book: HighlightFieldsFragment['book'];
  /** Still anchored in the summary, newest first. */
  highlights: T[];
  /** "No longer found in the summary": an edit removed their quote. */
  orphaned: T[];
}

/**
 * Highlights (newest first) grouped by book, books in the order of their newest highlight;
 * orphaned ones are kept apart under their book.
 */
export function groupByBook<T extends Pick<HighlightFieldsFragment, 'book' | 'orphaned'>>(
  items: readonly T[],
): BookGroup<T>[] {
  const groups = new Map<string, BookGroup<T>>();
  for (const item of items) {
    let group = groups.get(item.book.id);
    if (!group) {
      group = { book: item.book, highlights: [], orphaned: [] };
      groups.set(item.book.id, group);
    }
    (item.orphaned ? group.orphaned : group.highlights).push(item);
  }
  return [...groups.values()];
}

/** The reader's address of one highlight: it opens the summary scrolled to it. */
export function highlightHref(highlight: Pick<HighlightFieldsFragment, 'id' | 'summaryId'>) {
  return `/summary/${highlight.summaryId}?highlight=${encodeURIComponent(highlight.id)}`;
}

export function countText(count: number): string {
  return `${count} ${count === 1 ? 'highlight' : 'highlights'}`;
}

/** The count line while searching: how many matched so far ("20+" while more pages remain). */
export function searchCountText(shown: number, more: boolean, q: string): string {
  const count = more
    ? `${shown}+ highlights match`
    : `${countText(shown)} ${shown === 1 ? 'matches' : 'match'}`;
  return `${count} “${q}”`;
}

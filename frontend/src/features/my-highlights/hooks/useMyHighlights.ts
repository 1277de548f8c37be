import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { HighlightSearchQuery, MyHighlightsQuery } from '../graphql/highlights.graphql';
import { HIGHLIGHT_PAGE_SIZE, type HighlightFilter } from '../highlight-filter';

/**
 * "Load more": asks for the page after `nextCursor` and appends it to the one on screen (the
 * caller's `fetchNext` merges them); one request at a time.
 */
function useLoadMore(nextCursor: string | null, fetchNext: (cursor: string) => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchNext(nextCursor);
    } finally {
      setLoadingMore(false);
    }
  }, [fetchNext, nextCursor, loadingMore]);
  return { hasMore: nextCursor !== null, loadingMore, loadMore };
}

/**
 * The member's highlights matching the book and colour filters, newest first, a page at a time;
 * skipped while words are searched for (`useHighlightSearch` answers then).
 */
export function useMyHighlights(filter: HighlightFilter) {
  const { data, previousData, error, fetchMore, loading } = useQuery(MyHighlightsQuery, {
    variables: {
      summaryId: filter.book || null,
      color: filter.color || null,
      limit: HIGHLIGHT_PAGE_SIZE,
    },
    skip: searchWords(filter) !== null,
    notifyOnNetworkStatusChange: true,
  });
  // The last results stay on screen while the next filter is on its way.
  const page = (data ?? previousData)?.highlights;
  const fetchNext = useCallback(
    (cursor: string) =>
      fetchMore({
        variables: { cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          highlights: {
            ...fetchMoreResult.highlights,
            items: [...previous.highlights.items, ...fetchMoreResult.highlights.items],
          },
        }),
      }),
    [fetchMore],
  );
  const more = useLoadMore(data?.highlights.nextCursor ?? null, fetchNext);
  return {
    page,
    error: page ? undefined : error,
    searching: loading && !more.loadingMore,
    ...more,
  };
}

/** The words searched for, or null when the search box is empty. */
export function searchWords(filter: HighlightFilter): string | null {
  return filter.query.trim() || null;
}

/**
 * The member's highlights by the words of their quotes and notes (reading's full-text search),
 * best first, each with its marked snippets, within the book and colour filters.
 */
export function useHighlightSearch(filter: HighlightFilter) {
  const q = searchWords(filter);
  const { data, previousData, error, fetchMore, loading } = useQuery(HighlightSearchQuery, {
    variables: {
      q: q ?? '',
      first: HIGHLIGHT_PAGE_SIZE,
      summaryId: filter.book || null,
      color: filter.color || null,
    },
    skip: q === null,
    notifyOnNetworkStatusChange: true,
  });
  const results = (data ?? previousData)?.highlightSearch;
  const fetchNext = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          highlightSearch: {
            ...fetchMoreResult.highlightSearch,
            edges: [...previous.highlightSearch.edges, ...fetchMoreResult.highlightSearch.edges],
          },
        }),
      }),
    [fetchMore],
  );
  const more = useLoadMore(data?.highlightSearch.pageInfo.endCursor ?? null, fetchNext);
  return {
    results: q === null ? undefined : results,
    error: results ? undefined : error,
    searching: loading && !more.loadingMore,
    ...more,
  };
}

import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { MyHighlightsQuery } from '../graphql/highlights.graphql';
import { HIGHLIGHT_PAGE_SIZE, type HighlightFilter } from '../highlight-filter';

/**
 * The member's highlights matching the filter, a page at a time: "Load more" appends the next
 * page (asked for with the server's cursor) to the list on screen.
 */
export function useMyHighlights(filter: HighlightFilter) {
  const { data, previousData, error, fetchMore, loading } = useQuery(MyHighlightsQuery, {
    variables: {
      q: filter.query.trim() || null,
      summaryId: filter.book || null,
      color: filter.color || null,
      limit: HIGHLIGHT_PAGE_SIZE,
    },
    notifyOnNetworkStatusChange: true,
  });
  // The last results stay on screen while the next search is on its way.
  const page = (data ?? previousData)?.highlights;

  const nextCursor = data?.highlights.nextCursor ?? null;
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { cursor: nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          highlights: {
            ...fetchMoreResult.highlights,
            items: [...previous.highlights.items, ...fetchMoreResult.highlights.items],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, nextCursor, loadingMore]);

  return {
    page,
    error: page ? undefined : error,
    searching: loading && !loadingMore,
    hasMore: nextCursor !== null,
    loadingMore,
    loadMore,
  };
}

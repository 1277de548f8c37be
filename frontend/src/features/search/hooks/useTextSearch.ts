import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { TextSearchQuery } from '../graphql/search.query';

/**
 * The catalog's full-text search for `term` (nothing asked while it is empty), with the next
 * page appended on `loadMore`. A refused search (too long, control characters) carries the
 * server's message.
 */
export function useTextSearch(term: string, first: number) {
  const { data, previousData, error, loading, fetchMore } = useQuery(TextSearchQuery, {
    variables: { q: term, first },
    skip: term === '',
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const endCursor = data?.search.pageInfo.endCursor ?? null;
  const loadMore = useCallback(async () => {
    if (!endCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          search: {
            ...fetchMoreResult.search,
            edges: [...previous.search.edges, ...fetchMoreResult.search.edges],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }, [endCursor, fetchMore, loadingMore]);
  // The last results stay on screen until the next ones arrive.
  const shown = term === '' ? undefined : (data ?? previousData)?.search;
  return {
    results: shown,
    error: term === '' ? undefined : error,
    searching: loading && !loadingMore,
    hasMore: endCursor !== null,
    loadingMore,
    loadMore,
  };
}

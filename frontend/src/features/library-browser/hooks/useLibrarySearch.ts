import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { LibraryPageQuery as LibraryPageData } from '../../../gql/graphql';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { LibraryPageQuery } from '../graphql/library.query';
import {
  filterVariables,
  LIBRARY_PAGE_SIZE,
  type LibraryFilter,
  SEARCH_DEBOUNCE_MS,
} from '../library-filter';

/** The results on screen and the search term they answer. */
interface Shown {
  page: LibraryPageData['summaryPage'];
  term: string;
}

/**
 * The library's results, asked of the server a page at a time: typing settles for a moment
 * before a search goes out, a newer search replaces (and cancels) the one in flight, and the
 * last results stay on screen until the next ones arrive. `categoryId` null waits for the
 * category to be known, `signedIn` null for the session to be; the panel's length, access and
 * sort apply at once.
 */
export function useLibrarySearch(
  query: string,
  categoryId: string | null,
  panel: Pick<LibraryFilter, 'length' | 'access' | 'sort'>,
  signedIn: boolean | null,
) {
  const term = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, fetchMore, loading } = useQuery(LibraryPageQuery, {
    variables: {
      q: term || null,
      categoryId: categoryId || null,
      ...filterVariables(panel),
      limit: LIBRARY_PAGE_SIZE,
      signedIn: signedIn ?? false,
    },
    skip: categoryId === null || signedIn === null,
    notifyOnNetworkStatusChange: true,
  });

  const [shown, setShown] = useState<Shown | null>(null);
  if (data && shown?.page !== data.summaryPage) setShown({ page: data.summaryPage, term });

  const nextCursor = data?.summaryPage.nextCursor ?? null;
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { cursor: nextCursor } });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, nextCursor, loadingMore]);

  return {
    shown,
    error: shown ? undefined : error,
    searching: loading && !loadingMore,
    hasMore: nextCursor !== null,
    loadingMore,
    loadMore,
  };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterToParams, readFilter, type LibraryFilter } from '../library-filter';

/** The library's filter lives in the URL (?q=&category=) so it can be shared and survives reload. */
export function useLibraryFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);

  const update = useCallback(
    (change: Partial<LibraryFilter>) => {
      setParams((current) => filterToParams({ ...readFilter(current), ...change }), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  return { filter, update };
}

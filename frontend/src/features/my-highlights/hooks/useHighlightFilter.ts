import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterToParams, readFilter, type HighlightFilter } from '../highlight-filter';

/** The filter of /highlights lives in the URL (?q=&book=&color=): shareable, kept on reload. */
export function useHighlightFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);

  const update = useCallback(
    (change: Partial<HighlightFilter>) => {
      setParams((current) => filterToParams({ ...readFilter(current), ...change }), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  return { filter, update };
}

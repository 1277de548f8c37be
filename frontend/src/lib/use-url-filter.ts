import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A page's filter kept in the URL's query: shareable, kept on reload. Changes replace the
 * history entry and keep the scroll position.
 *
 * React Router's functional `setSearchParams` reads the params of the last render, so two
 * changes before the next render (a chip, then the sort) would each start from the same URL
 * and the second would undo the first; `latest` carries the pending URL between them.
 */
export function useUrlFilter<Filter>(
  read: (params: URLSearchParams) => Filter,
  write: (filter: Filter) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const filter = useMemo(() => read(params), [read, params]);

  const update = useCallback(
    (change: Partial<Filter>) => {
      const next = write({ ...read(latest.current), ...change });
      latest.current = next;
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [read, write, setParams],
  );

  return { filter, update };
}

import { useCallback, useEffect, useState } from 'react';
import { apiJson } from '../../../lib/api';

export type ApiQueryState<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; message: string };

/**
 * GETs `path` (null: not yet) and keeps the answer; `reload` fetches again after a change,
 * keeping the current data on screen meanwhile; `replace` takes data a change answered with.
 */
export function useApiQuery<T>(path: string | null): {
  state: ApiQueryState<T>;
  reload: () => void;
  replace: (data: T) => void;
} {
  const [state, setState] = useState<ApiQueryState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    apiJson<T>(path).then(
      (data) => {
        if (!cancelled) setState({ status: 'loaded', data });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'failed', message: (error as Error).message });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [path, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'loaded', data }), []);
  return { state, reload, replace };
}

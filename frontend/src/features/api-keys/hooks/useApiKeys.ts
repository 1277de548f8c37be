import { useCallback, useEffect, useState } from 'react';
import { apiJson } from '../../../lib/api';
import type { ApiKey, IssuedApiKey } from '../api-keys';

type ApiKeysState =
  | { status: 'loading' }
  | { status: 'loaded'; keys: ApiKey[] }
  | { status: 'failed'; message: string };

const PATH = '/api/admin/api-keys';

/** The admin's partner keys: list, issue (the key is returned once) and revoke. */
export function useApiKeys() {
  const [state, setState] = useState<ApiKeysState>({ status: 'loading' });
  /** Bumped after each change so the list is read again. */
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    let cancelled = false;
    apiJson<ApiKey[]>(PATH).then(
      (keys) => {
        if (!cancelled) setState({ status: 'loaded', keys });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'failed', message: (error as Error).message });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [version]);

  const create = useCallback(
    async (input: { name: string; scopes: string[]; rateLimitPerMinute: number }) => {
      const issued = await apiJson<IssuedApiKey>(PATH, {
        method: 'POST',
        body: JSON.stringify(input),
      });
      reload();
      return issued;
    },
    [reload],
  );

  const revoke = useCallback(
    async (id: string) => {
      await apiJson<ApiKey>(`${PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      reload();
    },
    [reload],
  );

  return { state, create, revoke };
}

import { useCallback, useEffect, useState } from 'react';
import { apiJson } from '../../../lib/api';
import type { AdminUser } from '../admin-users';

type AdminUsersState =
  | { status: 'loading' }
  | { status: 'loaded'; users: AdminUser[] }
  | { status: 'failed'; message: string };

/** GET /api/admin/users; only called for an admin (spec section 6). `reload` asks again. */
export function useAdminUsers(enabled: boolean): AdminUsersState & { reload: () => void } {
  const [state, setState] = useState<AdminUsersState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    apiJson<AdminUser[]>('/api/admin/users').then(
      (users) => {
        if (!cancelled) setState({ status: 'loaded', users });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'failed', message: (error as Error).message });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, version]);
  return { ...state, reload };
}

import { useEffect, useState } from 'react';
import { apiJson } from '../../../lib/api';
import type { AdminUser } from '../admin-users';

type AdminUsersState =
  | { status: 'loading' }
  | { status: 'loaded'; users: AdminUser[] }
  | { status: 'failed'; message: string };

/** GET /api/admin/users; only called for an admin (spec section 6). */
export function useAdminUsers(enabled: boolean): AdminUsersState {
  const [state, setState] = useState<AdminUsersState>({ status: 'loading' });
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
  }, [enabled]);
  return state;
}

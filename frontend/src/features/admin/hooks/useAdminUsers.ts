import type { AdminUser } from '../admin-users';
import { adminPaths } from '../admin-api';
import { useApiQuery } from './useApiQuery';

type AdminUsersState =
  | { status: 'loading' }
  | { status: 'loaded'; users: AdminUser[] }
  | { status: 'failed'; message: string };

/** GET /api/admin/users; only called for an admin (spec section 6). `reload` asks again. */
export function useAdminUsers(enabled: boolean): AdminUsersState & { reload: () => void } {
  const { state, reload } = useApiQuery<AdminUser[]>(enabled ? adminPaths.users : null);
  return {
    ...(state.status === 'loaded' ? { status: 'loaded', users: state.data } : state),
    reload,
  };
}

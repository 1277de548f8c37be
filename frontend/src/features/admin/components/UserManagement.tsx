import { useQuery } from '@apollo/client/react';
import { Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { deletionDate } from '../../account/deletion-date';
import { createdLabel, userCountLabel, userStatusLabel } from '../admin-users';
import { AdminUsersQuery } from '../graphql/admin.operations';
import { ComplimentaryPremiumButton } from '../../subscription/components/ComplimentaryPremiumButton';
import { hasPremiumAccess } from '../../auth/auth-types';
import { MemberFreePicks } from '../../free-picks/components/MemberFreePicks';
import { AdminCard } from './AdminCard';
import { QueryView } from './QueryView';

export function UserManagement() {
  const users = useQuery(AdminUsersQuery);
  const list = users.data?.users;
  return (
    <AdminCard
      headingId="user-management-heading"
      icon={Users}
      title={list ? userCountLabel(list.length) : 'User Management'}
    >
      <QueryView data={list} error={users.error} noun="users" placeholderClassName="h-14">
        {(loaded) => (
          <ul data-testid="admin-users" className="divide-y divide-border">
            {loaded.map((user) => (
              <li
                key={user.id}
                data-testid="admin-user"
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="font-medium break-all">{user.email}</span>
                <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <Badge variant={user.role === 'admin' ? 'accent' : 'outline'}>{user.role}</Badge>
                  <Badge variant={hasPremiumAccess(user) ? 'premium' : 'default'}>
                    {userStatusLabel(user)}
                  </Badge>
                  {user.pendingDeletion && (
                    <Badge variant="destructive">
                      Deletion on {deletionDate(user.pendingDeletion.eraseAfter)}
                    </Badge>
                  )}
                  <span>{createdLabel(user.createdAt)}</span>
                  <ComplimentaryPremiumButton user={user} />
                  {user.role !== 'admin' && <MemberFreePicks userId={user.id} email={user.email} />}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </AdminCard>
  );
}

import { useQuery } from '@apollo/client/react';
import { Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { deletionDate } from '../../account/deletion-date';
import { Skeleton } from '../../../components/ui/skeleton';
import { createdLabel, userCountLabel, userStatusLabel } from '../admin-users';
import { AdminUsersQuery } from '../graphql/admin.operations';
import { serverMessage } from '../../../lib/graphql-errors';
import { ComplimentaryPremiumButton } from '../../subscription/components/ComplimentaryPremiumButton';
import { hasPremiumAccess } from '../../auth/auth-types';
import { MemberFreePicks } from '../../free-picks/components/MemberFreePicks';

export function UserManagement() {
  const users = useQuery(AdminUsersQuery);
  const list = users.data?.users;
  return (
    <section
      aria-labelledby="user-management-heading"
      className="rounded-2xl border border-border bg-card p-5 sm:p-6"
    >
      <h2 id="user-management-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Users className="size-5" aria-hidden />
        {list ? userCountLabel(list.length) : 'User Management'}
      </h2>
      {!list && !users.error && (
        <div className="mt-4 grid gap-2" role="status" aria-label="Loading users">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      )}
      {users.error && (
        <p role="alert" className="mt-4 text-sm text-destructive">
          The users could not be loaded: {serverMessage(users.error)}
        </p>
      )}
      {list && !users.error && (
        <ul data-testid="admin-users" className="mt-4 divide-y divide-border">
          {list.map((user) => (
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
    </section>
  );
}

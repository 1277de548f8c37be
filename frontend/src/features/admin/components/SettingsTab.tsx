import { useQuery } from '@apollo/client/react';
import { Settings, ShieldCheck } from 'lucide-react';
import type { User } from '../../auth/auth-types';
import { AdminUsersQuery } from '../graphql/admin.operations';
import { FreePicksSettings } from '../../free-picks/components/FreePicksSettings';
import { AdminCard } from './AdminCard';
import { AdminSummariesDocument, CategoriesDocument } from '../../../gql/graphql';

const countOf = (list: readonly unknown[] | undefined, error: unknown) =>
  list ? String(list.length) : error ? '—' : '…';

/** Settings tab: what the catalog and identity hold, and the admin's own account. */
export function SettingsTab({ admin }: { admin: User }) {
  const summaries = useQuery(AdminSummariesDocument);
  const categories = useQuery(CategoriesDocument);
  const users = useQuery(AdminUsersQuery);
  const stats = [
    { label: 'Total Summaries', value: countOf(summaries.data?.adminSummaries, summaries.error) },
    { label: 'Categories', value: countOf(categories.data?.categories, categories.error) },
    { label: 'Registered Users', value: countOf(users.data?.users, users.error) },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AdminCard
        headingId="platform-statistics-heading"
        icon={Settings}
        title="Platform Statistics"
      >
        <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
          {stats.map(({ label, value }) => (
            <div
              key={label}
              className="flex items-baseline justify-between rounded-xl bg-muted p-4"
            >
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold" data-testid="admin-stat">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </AdminCard>
      <FreePicksSettings />
      <AdminCard headingId="admin-account-heading" icon={ShieldCheck} title="Admin Account">
        <dl className="grid gap-3 text-sm">
          {[
            ['Email', admin.email ?? 'N/A'],
            ['Role', admin.role],
            ['User ID', admin.id],
          ].map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </AdminCard>
    </div>
  );
}

import { Settings, ShieldCheck } from 'lucide-react';
import type { User } from '../../auth/auth-types';
import { adminPaths, type AdminCategory, type AdminSummary } from '../admin-api';
import type { AdminUser } from '../admin-users';
import { type ApiQueryState, useApiQuery } from '../hooks/useApiQuery';
import { AdminCard } from './AdminCard';

const countOf = (state: ApiQueryState<readonly unknown[]>) =>
  state.status === 'loaded' ? String(state.data.length) : state.status === 'loading' ? '…' : '—';

/** Settings tab: what the catalog and identity hold, and the admin's own account. */
export function SettingsTab({ admin }: { admin: User }) {
  const summaries = useApiQuery<AdminSummary[]>(adminPaths.summaries);
  const categories = useApiQuery<AdminCategory[]>(adminPaths.categories);
  const users = useApiQuery<AdminUser[]>(adminPaths.users);
  const stats = [
    { label: 'Total Summaries', value: countOf(summaries.state) },
    { label: 'Categories', value: countOf(categories.state) },
    { label: 'Registered Users', value: countOf(users.state) },
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

import { Tabs } from 'radix-ui';
import { ButtonLink } from '../components/ui/button';
import { PageLoading } from '../components/ui/page-loading';
import { ADMIN_TABS } from '../features/admin/admin-tabs';
import { AccessDenied } from '../features/admin/components/AccessDenied';
import { AdminAccessRequired } from '../features/admin/components/AdminAccessRequired';
import { useAuth } from '../features/auth/hooks/useAuth';
import { useDocumentTitle } from '../lib/use-document-title';

const tabTrigger =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** The admin panel (spec section 2). Loaded only on /admin. */
export default function AdminPage() {
  useDocumentTitle('Admin');
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Checking access" />;
  if (state.status === 'signedOut') return <AdminAccessRequired />;
  if (state.user.role !== 'admin') return <AccessDenied role={state.user.role} />;
  const admin = state.user;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
          <p className="mt-2 text-muted-foreground">Welcome, {admin.email}</p>
        </div>
        <ButtonLink to="/" variant="outline">
          View Site
        </ButtonLink>
      </div>
      <Tabs.Root defaultValue={ADMIN_TABS[0]!.value} className="mt-8">
        <Tabs.List
          aria-label="Admin sections"
          className="flex max-w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1 sm:inline-flex"
        >
          {ADMIN_TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={tabTrigger}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="mt-6 outline-none">
            {tab.render(admin)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

import { ExternalLink } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { ButtonLink } from '../components/ui/button';
import { PageLoading } from '../components/ui/page-loading';
import { AccessDenied } from '../features/admin/components/AccessDenied';
import { AdminAccessRequired } from '../features/admin/components/AdminAccessRequired';
import { UserManagement } from '../features/admin/components/UserManagement';
import { ApiKeysPanel } from '../features/api-keys/components/ApiKeysPanel';
import { useAuth } from '../features/auth/hooks/useAuth';
import { useDocumentTitle } from '../lib/use-document-title';

const tabTrigger =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/**
 * The admin panel. User Management lists accounts from identity; the Book Summaries, Categories
 * and Settings tabs come with the admin API. Loaded only on /admin.
 */
export default function AdminPage() {
  useDocumentTitle('Admin');
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Checking access" />;
  if (state.status === 'signedOut') return <AdminAccessRequired />;
  if (state.user.role !== 'admin') return <AccessDenied role={state.user.role} />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
          <p className="mt-2 text-muted-foreground">Welcome, {state.user.email}</p>
        </div>
        <ButtonLink to="/" variant="outline">
          <ExternalLink className="size-4" aria-hidden />
          View Site
        </ButtonLink>
      </div>
      <Tabs.Root defaultValue="users" className="mt-8">
        <Tabs.List
          aria-label="Admin sections"
          className="inline-flex gap-1 rounded-lg bg-muted p-1"
        >
          <Tabs.Trigger value="users" className={tabTrigger}>
            User Management
          </Tabs.Trigger>
          <Tabs.Trigger value="api-keys" className={tabTrigger}>
            API Keys
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users" className="mt-6 outline-none">
          <UserManagement />
        </Tabs.Content>
        <Tabs.Content value="api-keys" className="mt-6 outline-none">
          <ApiKeysPanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

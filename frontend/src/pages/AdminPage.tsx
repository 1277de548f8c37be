import { PageLoading } from '../components/ui/page-loading';
import { AccessDenied } from '../features/admin/components/AccessDenied';
import { AdminAccessRequired } from '../features/admin/components/AdminAccessRequired';
import { useAuth } from '../features/auth/hooks/useAuth';
import { useDocumentTitle } from '../lib/use-document-title';

/** The admin panel; its tabs arrive with the admin issue. Loaded only on /admin. */
export default function AdminPage() {
  useDocumentTitle('Admin');
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Checking access" />;
  if (state.status === 'signedOut') return <AdminAccessRequired />;
  if (state.user.role !== 'admin') return <AccessDenied role={state.user.role} />;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
      <p className="mt-3 text-muted-foreground">Welcome, {state.user.email}</p>
    </section>
  );
}

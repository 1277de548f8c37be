import { Navigate } from 'react-router-dom';
import { PageLoading } from '../components/ui/page-loading';
import { useAuth } from '../features/auth/hooks/useAuth';
import { useDocumentTitle } from '../lib/use-document-title';

/** The dashboard's content arrives with the reading service; visitors are sent to /auth. */
export default function DashboardPage() {
  useDocumentTitle('Your Learning Dashboard');
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Loading your dashboard" />;
  if (state.status === 'signedOut') return <Navigate to="/auth" replace />;
  const name = state.user.email?.split('@')[0] || 'Reader';
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Your Learning Dashboard</h1>
      <p className="mt-3 text-muted-foreground">Welcome back, {name}!</p>
    </section>
  );
}

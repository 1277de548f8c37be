import { Crown } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import { ButtonLink } from '../components/ui/button';
import { PageLoading } from '../components/ui/page-loading';
import { emailName } from '../features/auth/auth-redirect';
import { hasPremiumAccess } from '../features/auth/auth-types';
import { useAuth } from '../features/auth/hooks/useAuth';
import { SubscriptionCard } from '../features/subscription/components/SubscriptionCard';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * The dashboard's welcome; its streak, stats and reading lists come with the reading service.
 * Visitors are sent to /auth.
 */
export default function DashboardPage() {
  useDocumentTitle('Your Learning Dashboard');
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Loading your dashboard" />;
  if (state.status === 'signedOut') return <Navigate to="/auth" replace />;
  const user = state.user;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Your Learning Dashboard</h1>
      <p className="mt-3 text-muted-foreground" data-testid="dashboard-welcome">
        Welcome back, {emailName(user)}! Ready to continue your learning journey?
      </p>
      <SubscriptionCard />

      <section className="mt-12 rounded-2xl border border-border bg-card p-6 sm:p-8">
        <h2 className="text-xl font-semibold">Keep the momentum going!</h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Find your next 15-minute read in the library.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/library">Browse Library</ButtonLink>
          {!hasPremiumAccess(user) && (
            <ButtonLink to="/subscribe" variant="premium">
              <Crown className="size-4" aria-hidden />
              Upgrade to Premium
            </ButtonLink>
          )}
        </div>
      </section>
    </div>
  );
}

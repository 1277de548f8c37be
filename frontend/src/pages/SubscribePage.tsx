import { PageLoading } from '../components/ui/page-loading';
import { useAuth } from '../features/auth/hooks/useAuth';
import { AuthenticationRequired } from '../features/subscription/components/AuthenticationRequired';
import { useDocumentTitle } from '../lib/use-document-title';

/** The subscription page; plan, payment form and FAQ arrive with billing. Loaded only on /subscribe. */
export default function SubscribePage() {
  useDocumentTitle('Subscribe');
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Checking your account" />;
  if (state.status === 'signedOut') return <AuthenticationRequired />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Complete Your Subscription</h1>
      <p className="mt-3 text-muted-foreground">Premium: $12/month with a 7-day free trial.</p>
    </section>
  );
}

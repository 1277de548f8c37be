import { Navigate } from 'react-router-dom';
import { PageLoading } from '../components/ui/page-loading';
import { useAuth } from '../features/auth/hooks/useAuth';
import { ReviewEmailForm } from '../features/review-emails/components/ReviewEmailForm';
import { useDocumentTitle } from '../lib/use-document-title';

/** /settings/review-emails: the review e-mail preferences (linked from every review e-mail). */
export default function ReviewEmailSettingsPage() {
  useDocumentTitle('Review e-mails');
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Loading your settings" />;
  if (state.status === 'signedOut') return <Navigate to="/auth" replace />;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Review e-mails</h1>
      <p className="mt-2 text-muted-foreground">Signed in as {state.user.email}</p>
      <div className="mt-8">
        <ReviewEmailForm />
      </div>
    </div>
  );
}

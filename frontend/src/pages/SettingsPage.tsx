import { Link, Navigate } from 'react-router-dom';
import { PageLoading } from '../components/ui/page-loading';
import { DeleteAccount } from '../features/account/components/DeleteAccount';
import { YourData } from '../features/account/components/YourData';
import { SignInMethods } from '../features/auth/components/SignInMethods';
import { useAuth } from '../features/auth/hooks/useAuth';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * /settings: the member's account (their e-mail and sign-in methods, their data, deleting it);
 * visitors go to /auth.
 */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Loading your settings" />;
  if (state.status === 'signedOut') return <Navigate to="/auth" replace />;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Settings</h1>
      <p className="mt-2 text-muted-foreground">Signed in as {state.user.email}</p>
      <div className="mt-8">
        <SignInMethods />
      </div>
      <p className="mt-8">
        <Link to="/settings/review-emails" className="underline">
          Review e-mails
        </Link>{' '}
        — when your daily review e-mail comes, or turn it off.
      </p>
      <div className="mt-8">
        <YourData />
      </div>
      {state.user.email && (
        <div className="mt-8">
          <DeleteAccount email={state.user.email} />
        </div>
      )}
    </div>
  );
}

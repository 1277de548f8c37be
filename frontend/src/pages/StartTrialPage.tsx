import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/ui/page-loading';
import { trialSignUpPath } from '../features/auth/auth-redirect';
import { useAuth } from '../features/auth/hooks/useAuth';
import { StartTrial } from '../features/subscription/components/StartTrial';
import { useDocumentTitle } from '../lib/use-document-title';

/** /start-trial: where a trial sign-up lands; a visitor is sent to sign up first. */
export default function StartTrialPage() {
  useDocumentTitle('Start Free Trial');
  const { state } = useAuth();
  const { search } = useLocation();
  if (state.status === 'loading') return <PageLoading label="Checking your account" />;
  if (state.status === 'signedOut') {
    return <Navigate to={trialSignUpPath(new URLSearchParams(search).get('returnTo'))} replace />;
  }
  return <StartTrial user={state.user} />;
}

import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { PageNotice } from '../../../components/ui/page-notice';
import { signInPath, trialSignUpPath } from '../../auth/auth-redirect';

/** Spec section 9: signed-out visitors are sent to /auth after 500 ms, and come back here. */
export const SUBSCRIBE_REDIRECT_DELAY_MS = 500;

export function AuthenticationRequired() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(signInPath('/subscribe'), { replace: true }),
      SUBSCRIBE_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <PageNotice
      icon={LogIn}
      tone="text-primary"
      title="Authentication Required"
      description="Please sign in to subscribe to Distill Premium. Redirecting you to sign in..."
      role="alert"
    >
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={signInPath('/subscribe')}>Sign In</ButtonLink>
        <ButtonLink to={trialSignUpPath('/subscribe')} variant="outline">
          Start Free Trial
        </ButtonLink>
      </div>
    </PageNotice>
  );
}

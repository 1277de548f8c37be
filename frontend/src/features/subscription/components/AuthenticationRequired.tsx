import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
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
    <section className="flex flex-1 items-center justify-center px-4 py-24">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm"
      >
        <LogIn className="mx-auto size-10 text-primary" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Authentication Required</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Please sign in to subscribe to Distill Premium. Redirecting you to sign in...
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={signInPath('/subscribe')}>Sign In</ButtonLink>
          <ButtonLink to={trialSignUpPath('/subscribe')} variant="outline">
            Start Free Trial
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

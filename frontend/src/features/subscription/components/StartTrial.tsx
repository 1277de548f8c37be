import { useMutation } from '@apollo/client/react';
import { Crown, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/graphql-errors';
import { landingAfterSignIn, safeReturnTo } from '../../auth/auth-redirect';
import type { User } from '../../auth/auth-types';
import { useAuth } from '../../auth/hooks/useAuth';
import { StartTrialMutation } from '../graphql/billing.operations';

/**
 * Right after a sign-up through a trial button: starts the 7-day trial (once), refreshes the
 * member so Premium applies at once, and goes on to the page they came from.
 */
export function StartTrial({ user }: { user: User }) {
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search.get('returnTo'));
  const { refresh } = useAuth();
  const [startTrial] = useMutation(StartTrialMutation);
  const [outcome, setOutcome] = useState<'starting' | 'started' | { refused: string }>('starting');
  // One request per visit, even when React mounts the effect twice in development.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    startTrial()
      .then(() => refresh())
      .then(() => setOutcome('started'))
      .catch((error: unknown) => setOutcome({ refused: serverMessage(error) }));
  }, [startTrial, refresh]);

  if (outcome === 'started') return <Navigate to={landingAfterSignIn(user, returnTo)} replace />;
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
        <Crown className="mx-auto size-10 text-amber-500" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Your 7-day free trial</h1>
        {outcome === 'starting' ? (
          <p role="status" className="mt-3 flex items-center justify-center gap-2 text-sm">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Starting your free trial...
          </p>
        ) : (
          <>
            <p role="alert" className="mt-3 text-sm text-muted-foreground">
              {outcome.refused}
            </p>
            <ButtonLink to={landingAfterSignIn(user, returnTo)} className="mt-6">
              Continue
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}

import { useMutation } from '@apollo/client/react';
import { Crown, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { PageNotice } from '../../../components/ui/page-notice';
import { serverMessage } from '../../../lib/graphql-errors';
import { landingAfterSignIn, safeReturnTo } from '../../auth/auth-redirect';
import { type AuthState, hasPremiumAccess, type User } from '../../auth/auth-types';
import { useAuth } from '../../auth/hooks/useAuth';
import { StartTrialDocument } from '../../../gql/graphql';

const PREMIUM_WAIT_ATTEMPTS = 20;
const PREMIUM_WAIT_INTERVAL_MS = 500;

/**
 * The member once the session says they have Premium: identity learns of the trial from
 * billing's event a moment after it starts. Null if that takes longer than ten seconds (the
 * trial has started all the same; Premium follows).
 */
async function sessionWithPremium(refresh: () => Promise<AuthState>): Promise<User | null> {
  for (let attempt = 0; attempt < PREMIUM_WAIT_ATTEMPTS; attempt += 1) {
    const session = await refresh();
    if (session.status === 'signedIn' && hasPremiumAccess(session.user)) return session.user;
    await new Promise((resolve) => window.setTimeout(resolve, PREMIUM_WAIT_INTERVAL_MS));
  }
  return null;
}

/**
 * Right after a sign-up through a trial button: starts the 7-day trial (once), refreshes the
 * member so Premium applies at once, and goes on to the page they came from.
 */
export function StartTrial({ user }: { user: User }) {
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search.get('returnTo'));
  const { refresh, signedIn } = useAuth();
  const [startTrial] = useMutation(StartTrialDocument);
  const [outcome, setOutcome] = useState<'starting' | 'started' | { refused: string }>('starting');
  // One request per visit, even when React mounts the effect twice in development.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    startTrial()
      .then(() => sessionWithPremium(refresh))
      .then((premium) => {
        // Pages seen before (a locked summary) were cached for a member without Premium.
        if (premium) signedIn(premium);
        setOutcome('started');
      })
      .catch((error: unknown) => setOutcome({ refused: serverMessage(error) }));
  }, [startTrial, refresh, signedIn]);

  if (outcome === 'started') return <Navigate to={landingAfterSignIn(user, returnTo)} replace />;
  return (
    <PageNotice icon={Crown} tone="text-amber-500" title="Your 7-day free trial">
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
    </PageNotice>
  );
}

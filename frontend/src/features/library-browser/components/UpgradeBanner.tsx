import { Crown } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { hasPremiumAccess } from '../../auth/auth-types';
import { useAuth } from '../../auth/hooks/useAuth';
import { FreePicksLeft } from '../../free-picks/components/FreePicksLeft';
import { StartTrialButton } from '../../subscription/components/StartTrialButton';
import { useTrialAvailable } from '../../subscription/hooks/useTrialAvailable';

/** Hidden for active subscribers and admins (spec section 2, /library). */
export function UpgradeBanner() {
  const { state } = useAuth();
  const loading = state.status === 'loading';
  const signedIn = state.status === 'signedIn';
  // A member who never had the trial is offered it; one who had it, the paid plans.
  const offersTrial = useTrialAvailable();
  if (!loading && hasPremiumAccess(state.user)) return null;
  return (
    // While the session is checked the banner holds its place unseen, so the books below do not
    // jump down when it appears for a visitor or a free member (most of the library's readers).
    <aside
      aria-labelledby={loading ? undefined : 'upgrade-heading'}
      aria-hidden={loading || undefined}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-amber-500/30 bg-gradient-to-r from-amber-500/10 via-orange-500/10 to-rose-500/10 p-5 sm:flex-row sm:items-center sm:justify-between',
        loading && 'invisible',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-premium text-premium-foreground">
          <Crown className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id="upgrade-heading" className="font-semibold">
            Unlock unlimited access
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {offersTrial
              ? 'Read every premium summary in full. 7-day free trial, no card needed.'
              : signedIn
                ? 'Read every premium summary in full. Cancel anytime.'
                : 'Read every premium summary in full. 7-day free trial, cancel anytime.'}
          </p>
          {!loading && <FreePicksLeft className="mt-2" />}
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:self-center">
        {offersTrial && <StartTrialButton />}
        <ButtonLink to="/subscribe" variant={offersTrial ? 'outline' : 'premium'}>
          Upgrade to Premium
        </ButtonLink>
      </div>
    </aside>
  );
}

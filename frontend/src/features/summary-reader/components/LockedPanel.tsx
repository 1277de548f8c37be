import { Crown, Lock } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Paragraphs } from './Paragraphs';
import { useReturnLinks } from '../../auth/hooks/useReturnLinks';
import { FreePicksLeft } from '../../free-picks/components/FreePicksLeft';
import { UnlockWithPickButton } from '../../free-picks/components/UnlockWithPickButton';
import { StartTrialButton } from '../../subscription/components/StartTrialButton';
import { useTrialAvailable } from '../../subscription/hooks/useTrialAvailable';

interface LockedPanelProps {
  summaryId: string;
  preview: string;
  signedIn: boolean;
}

/**
 * Shown instead of the content when the viewer is not entitled to it: the preview (the first two
 * non-empty lines, which is all the API sends) and a way in: for a member without Premium the
 * card-free trial while billing still offers it, the upgrade and, while the month has some left,
 * a free pick.
 */
export function LockedPanel({ summaryId, preview, signedIn }: LockedPanelProps) {
  const links = useReturnLinks();
  const trialAvailable = useTrialAvailable();
  return (
    <section aria-labelledby="locked-heading" data-testid="locked-panel">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Preview
      </h2>
      <div className="relative mt-4">
        <Paragraphs
          text={preview}
          className="space-y-5 font-serif text-lg leading-8 text-foreground/90"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-background to-transparent"
        />
      </div>
      <div className="mt-8 rounded-2xl border border-border bg-card p-6 text-center shadow-sm sm:p-8">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-premium text-premium-foreground">
          {signedIn ? (
            <Crown className="size-6" aria-hidden />
          ) : (
            <Lock className="size-6" aria-hidden />
          )}
        </span>
        {signedIn ? (
          <>
            <h2 id="locked-heading" className="mt-4 text-xl font-semibold">
              Upgrade to keep reading
            </h2>
            <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
              {trialAvailable
                ? 'This is a premium summary. Start your 7-day free trial, no card needed, to read every summary in full.'
                : 'This is a premium summary. Upgrade to Premium for unlimited access to every summary.'}
            </p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              {trialAvailable && <StartTrialButton />}
              <ButtonLink to="/subscribe" variant={trialAvailable ? 'outline' : 'premium'}>
                Upgrade to Premium
              </ButtonLink>
              <UnlockWithPickButton summaryId={summaryId} />
            </div>
            <FreePicksLeft className="mt-4" />
          </>
        ) : (
          <>
            <h2 id="locked-heading" className="mt-4 text-xl font-semibold">
              Sign in to keep reading
            </h2>
            <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
              This is a premium summary. Sign in or start your 7-day free trial to read all of it.
            </p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to={links.signIn}>Sign In</ButtonLink>
              <ButtonLink to={links.trial} variant="outline">
                Start Free Trial
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

import { Crown, Lock } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Paragraphs } from './Paragraphs';
import { useReturnLinks } from '../../auth/hooks/useReturnLinks';

interface LockedPanelProps {
  preview: string;
  signedIn: boolean;
}

/**
 * Shown instead of the content when the viewer is not entitled to it: the preview (the first two
 * non-empty lines, which is all the API sends) and a way in.
 */
export function LockedPanel({ preview, signedIn }: LockedPanelProps) {
  const links = useReturnLinks();
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
              This is a premium summary. Upgrade to Premium for unlimited access to every summary,
              with a 7-day free trial.
            </p>
            <ButtonLink to="/subscribe" variant="premium" className="mt-6">
              Upgrade to Premium
            </ButtonLink>
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

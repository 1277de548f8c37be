import { Sparkles } from 'lucide-react';
import { StartTrialButton } from './StartTrialButton';

/** /subscribe for a member who never had the trial: the card-free way in comes first. */
export function TrialOffer() {
  return (
    <section
      aria-labelledby="trial-offer-heading"
      className="flex flex-col gap-4 rounded-2xl border border-primary/40 bg-primary/5 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 id="trial-offer-heading" className="font-semibold">
            Try Premium free for 7 days, no card needed
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Every summary in full for a week. When it ends you are back on the free plan unless you
            choose a plan below.
          </p>
        </div>
      </div>
      <StartTrialButton returnTo="/dashboard" className="shrink-0" />
    </section>
  );
}

import { Check, Crown } from 'lucide-react';
import { type OfferedPlan, planPriceText } from '../plans';

/**
 * Spec section 2: the plan card with its seven benefit lines. The first says "every" rather
 * than a count: the catalogue is what it is (issue 42), and this stays true as it grows.
 */
export const PREMIUM_BENEFITS = [
  'Unlimited access to every book summary',
  '10-15 new summaries every month',
  'Read anywhere, on any device',
  'Save favorites and build your library',
  'Track your reading progress and streaks',
  'Smart categories to find your next read',
  'Cancel anytime',
] as const;

/** The chosen plan's price, and `note`: when the first charge comes (the page knows). */
export function PlanCard({ plan, note }: { plan: OfferedPlan; note: string }) {
  const [amount, interval] = planPriceText(plan).split('/');
  return (
    <section
      aria-labelledby="plan-heading"
      className="rounded-2xl border border-amber-500/40 bg-card p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-premium text-premium-foreground">
          <Crown className="size-5" aria-hidden />
        </span>
        <h2 id="plan-heading" className="text-xl font-semibold">
          Distill Premium
        </h2>
      </div>
      <p className="mt-4">
        <span className="text-4xl font-bold">{amount}</span>
        <span className="text-muted-foreground">/{interval}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{note}</p>
      <ul className="mt-6 grid gap-3" data-testid="plan-benefits">
        {PREMIUM_BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2 text-sm">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}

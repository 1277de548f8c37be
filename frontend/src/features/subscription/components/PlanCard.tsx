import { Check, Crown } from 'lucide-react';

/** Spec section 2: the Premium plan at $12/month with its seven benefit lines. */
export const PREMIUM_BENEFITS = [
  'Unlimited access to 5,000+ book summaries',
  '10-15 new summaries every month',
  'Read anywhere, on any device',
  'Save favorites and build your library',
  'Track your reading progress and streaks',
  'Smart categories to find your next read',
  'Cancel anytime',
] as const;

export function PlanCard() {
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
        <span className="text-4xl font-bold">$12</span>
        <span className="text-muted-foreground">/month</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">7-day free trial, then $12/month.</p>
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

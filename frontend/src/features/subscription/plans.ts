/** The two plans as billing serves them (`billingConfiguration.plans`). */
export type PlanId = 'monthly' | 'annual';

export interface OfferedPlan {
  id: PlanId;
  amountCents: number;
  currency: string;
  interval: string;
}

export function isPlanId(value: string): value is PlanId {
  return value === 'monthly' || value === 'annual';
}

/** `?plan=annual` preselects the annual plan (the landing's annual button); anything else monthly. */
export function planFromSearch(search: URLSearchParams): PlanId {
  return search.get('plan') === 'annual' ? 'annual' : 'monthly';
}

/** "$12/month", "$99/year": whole amounts without cents. */
export function planPriceText(plan: Pick<OfferedPlan, 'amountCents' | 'currency' | 'interval'>) {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: plan.currency.toUpperCase(),
    minimumFractionDigits: plan.amountCents % 100 === 0 ? 0 : 2,
  }).format(plan.amountCents / 100);
  return `${amount}/${plan.interval}`;
}

/**
 * What a year on the annual plan saves against twelve monthly payments, in whole percent rounded
 * down (so "Save 31%" for $99 against $144 is never more than true); null when it saves nothing.
 */
export function annualSavingPercent(plans: readonly OfferedPlan[]): number | null {
  const monthly = plans.find((plan) => plan.id === 'monthly');
  const annual = plans.find((plan) => plan.id === 'annual');
  if (!monthly || !annual || monthly.currency !== annual.currency) return null;
  const year = monthly.amountCents * 12;
  const percent = Math.floor(((year - annual.amountCents) * 100) / year);
  return percent > 0 ? percent : null;
}

import type { SubscriptionType } from '@distill/contracts';
import type { BillingConfig } from '../config.js';

export type PlanId = 'monthly' | 'annual';

export interface Plan {
  id: PlanId;
  name: string;
  /** Integer cents, never floats. */
  amountCents: number;
  currency: 'usd';
  interval: 'month' | 'year';
  /** Null when payments are not configured (no secret key, so nothing is sold). */
  stripePriceId: string | null;
}

/** Every new subscriber's first subscription starts with this trial (spec section 9). */
export const TRIAL_DAYS = 7;

/** Spec section 9: Premium $12/month, Annual $99/year; the Stripe prices come from configuration. */
export function plansOf(config: BillingConfig): Record<PlanId, Plan> {
  return {
    monthly: {
      id: 'monthly',
      name: 'Premium',
      amountCents: 1200,
      currency: 'usd',
      interval: 'month',
      stripePriceId: config.STRIPE_PRICE_MONTHLY ?? null,
    },
    annual: {
      id: 'annual',
      name: 'Annual',
      amountCents: 9900,
      currency: 'usd',
      interval: 'year',
      stripePriceId: config.STRIPE_PRICE_ANNUAL ?? null,
    },
  };
}

/** The plan a Stripe price belongs to; null for a price this configuration does not sell. */
export function planOfPrice(config: BillingConfig, priceId: string | null): Plan | null {
  if (!priceId) return null;
  return Object.values(plansOf(config)).find((plan) => plan.stripePriceId === priceId) ?? null;
}

export function subscriptionTypeOf(plan: Plan | null): SubscriptionType {
  return plan?.id ?? 'free';
}

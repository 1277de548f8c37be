/**
 * A member's subscription status as every service sees it: 'free' (never subscribed) or the
 * status of the member's Stripe subscription. Closed: identity's database CHECK lists the same
 * values, and an unknown value is a bug, never something to pass on.
 */
export const SUBSCRIPTION_STATUSES = [
  'free',
  'trialing',
  'active',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'canceled',
  'paused',
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Stripe's own subscription statuses (every status but our 'free'). */
export type StripeSubscriptionStatus = Exclude<SubscriptionStatus, 'free'>;

/** What the member pays for: nothing, one of the two plans, or Premium granted by an admin. */
export const SUBSCRIPTION_TYPES = ['free', 'monthly', 'annual', 'complimentary'] as const;

export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value);
}

export function isSubscriptionType(value: unknown): value is SubscriptionType {
  return (SUBSCRIPTION_TYPES as readonly unknown[]).includes(value);
}

/**
 * Whether a status grants Premium, for every status (a table, so adding a status forces a
 * decision). `past_due` grants because billing publishes it only during the grace period; when
 * the grace ends billing publishes `unpaid`, Stripe's own word for "keep retrying, stop serving".
 */
export const STATUS_GRANTS_PREMIUM: Readonly<Record<SubscriptionStatus, boolean>> = {
  free: false,
  trialing: true,
  active: true,
  past_due: true,
  incomplete: false,
  incomplete_expired: false,
  unpaid: false,
  canceled: false,
  paused: false,
};

/**
 * Billing's rule from a Stripe subscription to the status it publishes: the Stripe status,
 * except that `past_due` lasts only `graceMs` from when billing first saw it, then reads
 * `unpaid`. Pure, so it is tested as a table over every status.
 */
export function publishedStatusOf(
  stripeStatus: StripeSubscriptionStatus,
  pastDueSince: Date | null,
  now: Date,
  graceMs: number,
): StripeSubscriptionStatus {
  if (stripeStatus !== 'past_due') return stripeStatus;
  const since = pastDueSince ?? now;
  return now.getTime() - since.getTime() < graceMs ? 'past_due' : 'unpaid';
}

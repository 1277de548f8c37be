import {
  publishedStatusOf,
  STATUS_GRANTS_PREMIUM,
  type StripeSubscriptionStatus,
  type SubscriptionStatus,
  type SubscriptionType,
} from '@distill/contracts';
import type { PlanId } from '../plans/plans.js';

export interface SubscriptionFacts {
  stripeSubscriptionId: string;
  status: StripeSubscriptionStatus;
  plan: PlanId | null;
  pastDueSince: Date | null;
  stripeCreatedAt: Date;
}

export interface MemberAccess {
  subscriptionStatus: SubscriptionStatus;
  subscriptionType: SubscriptionType;
  stripeSubscriptionId: string | null;
}

export const FREE_ACCESS: MemberAccess = Object.freeze({
  subscriptionStatus: 'free',
  subscriptionType: 'free',
  stripeSubscriptionId: null,
});

/** Checkouts that never completed say nothing about the member: they stay as they were. */
const NEVER_STARTED: ReadonlySet<StripeSubscriptionStatus> = new Set([
  'incomplete',
  'incomplete_expired',
]);

/**
 * The one access a member has, from all their subscriptions and an admin's grant: a grant wins;
 * else the newest subscription that grants Premium; else the newest one that ever started
 * (so a lapsed member reads 'canceled' or 'unpaid'); else free. Pure, for table tests.
 */
export function memberAccessOf(
  subscriptions: readonly SubscriptionFacts[],
  complimentary: boolean,
  now: Date,
  pastDueGraceMs: number,
): MemberAccess {
  if (complimentary) {
    return {
      subscriptionStatus: 'active',
      subscriptionType: 'complimentary',
      stripeSubscriptionId: null,
    };
  }
  const newestFirst = [...subscriptions].sort(
    (a, b) =>
      b.stripeCreatedAt.getTime() - a.stripeCreatedAt.getTime() ||
      b.stripeSubscriptionId.localeCompare(a.stripeSubscriptionId),
  );
  const withStatus = newestFirst.map((subscription) => ({
    subscription,
    status: publishedStatusOf(subscription.status, subscription.pastDueSince, now, pastDueGraceMs),
  }));
  const chosen =
    withStatus.find(({ status }) => STATUS_GRANTS_PREMIUM[status]) ??
    withStatus.find(({ status }) => !NEVER_STARTED.has(status));
  if (!chosen) return FREE_ACCESS;
  return {
    subscriptionStatus: chosen.status,
    subscriptionType: chosen.subscription.plan ?? 'free',
    stripeSubscriptionId: chosen.subscription.stripeSubscriptionId,
  };
}

/** When the access computed now would change by itself (a grace period ending); null if never. */
export function nextAccessChangeAt(
  subscriptions: readonly SubscriptionFacts[],
  now: Date,
  pastDueGraceMs: number,
): Date | null {
  const ends = subscriptions
    .filter((s) => s.status === 'past_due' && s.pastDueSince)
    .map((s) => s.pastDueSince!.getTime() + pastDueGraceMs)
    .filter((end) => end > now.getTime());
  return ends.length ? new Date(Math.min(...ends)) : null;
}

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
  /** An invoice was paid with money (a trial's $0 invoice does not count). */
  hasPaidInvoice: boolean;
}

/** An admin's open complimentary grant: Premium until `endsAt`, or for good when null. */
export interface ComplimentaryFacts {
  endsAt: Date | null;
}

/** A trial billing granted itself (no Stripe settings): Premium from its start to its end. */
export interface BillingTrialFacts {
  endsAt: Date;
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
 * How long a past_due subscription keeps Premium: the grace is for a renewal that failed, so a
 * subscription never paid for (a trial that ended without a card) has none; else
 * `PAST_DUE_GRACE_DAYS`. Pure, for table tests.
 */
export function pastDueGraceMsOf(
  subscription: Pick<SubscriptionFacts, 'hasPaidInvoice'>,
  pastDueGraceMs: number,
): number {
  return subscription.hasPaidInvoice ? pastDueGraceMs : 0;
}

/**
 * The one access a member has, from all their subscriptions, an admin's grant and a trial
 * billing granted: a grant that has not ended wins; else the newest subscription that grants Premium; else a
 * running billing trial ('trialing'); else the newest subscription that ever started (so a
 * lapsed member reads 'canceled' or 'unpaid'); else an ended billing trial ('canceled'); else
 * free. Pure, for table tests.
 */
export function memberAccessOf(
  subscriptions: readonly SubscriptionFacts[],
  complimentary: ComplimentaryFacts | null,
  now: Date,
  pastDueGraceMs: number,
  billingTrial: BillingTrialFacts | null = null,
): MemberAccess {
  if (complimentary && (complimentary.endsAt === null || now < complimentary.endsAt)) {
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
    status: publishedStatusOf(
      subscription.status,
      subscription.pastDueSince,
      now,
      pastDueGraceMsOf(subscription, pastDueGraceMs),
    ),
  }));
  const trialAccess = (status: 'trialing' | 'canceled'): MemberAccess => ({
    subscriptionStatus: status,
    subscriptionType: 'free',
    stripeSubscriptionId: null,
  });
  const trialRunning = billingTrial !== null && now < billingTrial.endsAt;
  const granting = withStatus.find(({ status }) => STATUS_GRANTS_PREMIUM[status]);
  if (!granting && trialRunning) return trialAccess('trialing');
  const chosen = granting ?? withStatus.find(({ status }) => !NEVER_STARTED.has(status));
  if (!chosen) return billingTrial ? trialAccess('canceled') : FREE_ACCESS;
  return {
    subscriptionStatus: chosen.status,
    subscriptionType: chosen.subscription.plan ?? 'free',
    stripeSubscriptionId: chosen.subscription.stripeSubscriptionId,
  };
}

/**
 * When the access computed now would change by itself (a grace period, a billing trial or a
 * complimentary grant ending); null if never.
 */
export function nextAccessChangeAt(
  subscriptions: readonly SubscriptionFacts[],
  now: Date,
  pastDueGraceMs: number,
  billingTrial: BillingTrialFacts | null = null,
  complimentary: ComplimentaryFacts | null = null,
): Date | null {
  const ends = subscriptions
    .filter((s) => s.status === 'past_due' && s.pastDueSince)
    .map((s) => s.pastDueSince!.getTime() + pastDueGraceMsOf(s, pastDueGraceMs))
    .concat(billingTrial ? [billingTrial.endsAt.getTime()] : [])
    .concat(complimentary?.endsAt ? [complimentary.endsAt.getTime()] : [])
    .filter((end) => end > now.getTime());
  return ends.length ? new Date(Math.min(...ends)) : null;
}

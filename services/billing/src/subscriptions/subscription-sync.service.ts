import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type Stripe from 'stripe';
import { isSubscriptionStatus, type StripeSubscriptionStatus } from '@distill/contracts';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { BillingConfig } from '../config.js';
import type { BillingAccount } from '../members/billing-account.entity.js';
import { planOfPrice } from '../plans/plans.js';
import { idOf, STRIPE_CLIENT } from '../stripe/stripe-client.js';
import { recordTrial } from '../trials/trial.entity.js';
import { Subscription } from './subscription.entity.js';

const fromUnix = (seconds: number | null | undefined): Date | null =>
  seconds ? new Date(seconds * 1000) : null;

/**
 * Writes Stripe's current view of a subscription over billing's copy (upsert by Stripe id).
 * Callers hold the member's account lock and pass a subscription they just read from Stripe, so
 * whichever writer comes last writes the newest state: order and repeats do not matter. A trial
 * on it is recorded as the member's one free trial, however the subscription began.
 */
@Injectable()
export class SubscriptionSyncService {
  constructor(
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<BillingConfig>,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  async apply(
    manager: EntityManager,
    account: BillingAccount,
    remote: Stripe.Subscription,
    now = new Date(),
  ): Promise<Subscription> {
    if (!isSubscriptionStatus(remote.status) || remote.status === 'free') {
      throw new Error(`Stripe subscription ${remote.id} has an unknown status ${remote.status}`);
    }
    const status: StripeSubscriptionStatus = remote.status;
    const customerId = idOf(remote.customer);
    if (!customerId) throw new Error(`Stripe subscription ${remote.id} has no customer`);
    const existing = await manager.findOne(Subscription, {
      where: { stripeSubscriptionId: remote.id },
    });
    const item = remote.items?.data?.[0];
    const price = item?.price ?? null;
    const plan = planOfPrice(this.runtime.config, price?.id ?? null);
    // Asked only when it decides something: whether a past_due subscription keeps Premium.
    const hasPaidInvoice =
      existing?.hasPaidInvoice ||
      (status === 'past_due' && (await this.hasPaidInvoiceAtStripe(remote.id)));
    const row: Subscription = manager.create(Subscription, {
      stripeSubscriptionId: remote.id,
      userId: account.userId,
      stripeCustomerId: customerId,
      status,
      plan: plan?.id ?? null,
      stripePriceId: price?.id ?? null,
      amountCents: price?.unit_amount ?? plan?.amountCents ?? null,
      currency: price?.currency ?? plan?.currency ?? null,
      trialEnd: fromUnix(remote.trial_end),
      currentPeriodEnd: fromUnix(item?.current_period_end),
      hasPaymentMethod: Boolean(remote.default_payment_method),
      cancelAtPeriodEnd: remote.cancel_at_period_end,
      cancelAt: fromUnix(remote.cancel_at),
      endedAt: fromUnix(remote.ended_at),
      hasPaidInvoice,
      pastDueSince: status === 'past_due' ? (existing?.pastDueSince ?? now) : null,
      stripeCreatedAt: fromUnix(remote.created) ?? now,
      syncedAt: now,
    });
    await manager.upsert(Subscription, row, ['stripeSubscriptionId']);
    const trialStart = fromUnix(remote.trial_start);
    if (trialStart && row.trialEnd && row.trialEnd > trialStart) {
      await recordTrial(manager, {
        userId: account.userId,
        startedAt: trialStart,
        endsAt: row.trialEnd,
        stripeSubscriptionId: remote.id,
      });
    }
    return row;
  }

  /** Whether Stripe holds an invoice of the subscription paid with money. */
  private async hasPaidInvoiceAtStripe(subscriptionId: string): Promise<boolean> {
    if (!this.stripe) throw new Error('STRIPE_SECRET_KEY is not set: invoices cannot be read');
    const paid = this.stripe.invoices.list({
      subscription: subscriptionId,
      status: 'paid',
      limit: 100,
    });
    for await (const invoice of paid) if (invoice.amount_paid > 0) return true;
    return false;
  }
}

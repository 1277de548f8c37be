import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type Stripe from 'stripe';
import { BillingEvents } from '@distill/contracts';
import { EventPublisher, PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { BillingConfig } from '../config.js';
import { MemberAccountsService } from '../members/member-accounts.service.js';
import { BillingAccount } from '../members/billing-account.entity.js';
import { plansOf } from '../plans/plans.js';
import { STRIPE_CLIENT } from '../stripe/stripe-client.js';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service.js';
import { StripeEvent } from './stripe-event.entity.js';
import { subscriptionReferenceOf } from './stripe-event-refs.js';

export interface ProcessOutcome {
  userId: string | null;
  nextChangeAt: Date | null;
}

/**
 * Applies one stored Stripe event, once: the event row is locked and marked processed in the
 * same transaction as the effect. The subscription is re-read from Stripe under the member's
 * account lock, so the newest state always wins whatever the order of events.
 */
@Injectable()
export class StripeEventProcessor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: MemberAccountsService,
    private readonly sync: SubscriptionSyncService,
    private readonly events: EventPublisher,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<BillingConfig>,
  ) {}

  async process(eventId: string): Promise<ProcessOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const event = await manager.findOne(StripeEvent, {
        where: { id: eventId },
        lock: { mode: 'pessimistic_write' },
      });
      const outcome: ProcessOutcome = { userId: null, nextChangeAt: null };
      if (!event || event.processedAt) return outcome;
      const reference = subscriptionReferenceOf(event.payload);
      if (reference) {
        const stripe = this.requireStripe();
        let account = await this.accounts.lockByCustomer(manager, reference.customerId);
        if (!account && reference.userId) {
          account = await this.accounts.lock(manager, reference.userId);
          account.stripeCustomerId ??= reference.customerId;
          await manager.save(account);
        }
        if (!account) {
          this.runtime.logger.warn(
            { eventId, customerId: reference.customerId },
            'Stripe event for a customer billing does not know; ignored',
          );
        } else {
          const remote = await stripe.subscriptions.retrieve(reference.subscriptionId);
          const subscription = await this.sync.apply(manager, account, remote);
          if (
            event.type === 'customer.subscription.trial_will_end' &&
            remote.status === 'trialing' &&
            subscription.trialEnd
          ) {
            const plan = subscription.plan ? plansOf(this.runtime.config)[subscription.plan] : null;
            await this.events.publish(manager, BillingEvents.SubscriptionTrialEnding, {
              userId: account.userId,
              stripeSubscriptionId: remote.id,
              status: subscription.status,
              trialEnd: subscription.trialEnd.toISOString(),
              plan: plan?.id ?? 'free',
              amountCents: subscription.amountCents ?? plan?.amountCents ?? 0,
              currency: subscription.currency ?? plan?.currency ?? 'usd',
              paymentMethodOnFile: subscription.hasPaymentMethod,
            });
          }
          const refreshed = await this.accounts.refreshAccess(manager, account);
          outcome.userId = account.userId;
          outcome.nextChangeAt = refreshed.nextChangeAt;
        }
      }
      await manager.update(StripeEvent, event.id, { processedAt: new Date() });
      return outcome;
    });
  }

  /** Re-evaluates a member's access (a grace period ended); returns when to look again. */
  async recheck(userId: string): Promise<Date | null> {
    return this.dataSource.transaction(async (manager) => {
      // A job may outlive its member's account (erased): it must not bring a row back.
      const account = await manager.findOne(BillingAccount, {
        where: { userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!account) return null;
      return (await this.accounts.refreshAccess(manager, account)).nextChangeAt;
    });
  }

  private requireStripe(): Stripe {
    // Without a key nothing can be re-read: the job fails and stays visible until configured.
    if (!this.stripe)
      throw new Error('STRIPE_SECRET_KEY is not set: Stripe events cannot be applied');
    return this.stripe;
  }
}

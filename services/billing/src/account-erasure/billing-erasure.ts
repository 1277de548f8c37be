import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { eraseMember } from '@distill/platform';
import { STRIPE_CLIENT } from '../stripe/stripe-client.js';
import { BILLING_MEMBER_DATA } from './member-data.js';

const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Erases a deleted account from billing and from Stripe, in the caller's (inbox) transaction:
 * the Stripe calls come first and are safe to repeat, so a failure rolls the rows back and the
 * retried event finishes the work. Stripe is told to forget the member before anything ends, so
 * the events it sends about the ending carry neither their id nor their e-mail.
 */
@Injectable()
export class BillingErasure {
  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null) {}

  async erase(manager: EntityManager, userId: string): Promise<void> {
    const [account]: Array<{ stripe_customer_id: string | null }> = await manager.query(
      `SELECT stripe_customer_id FROM billing_account WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    const subscriptionIds: string[] = (
      await manager.query(`SELECT stripe_subscription_id FROM subscription WHERE user_id = $1`, [
        userId,
      ])
    ).map((row: { stripe_subscription_id: string }) => row.stripe_subscription_id);
    const customerId = account?.stripe_customer_id ?? null;
    if (customerId) {
      const stripe = this.requireStripe();
      for (const id of subscriptionIds) await this.keepPaidInvoices(manager, stripe, id);
      for (const id of subscriptionIds) await this.endSubscription(stripe, id);
      await this.deleteCustomer(stripe, customerId);
      await manager.query(`DELETE FROM stripe_event WHERE strpos(payload::text, $1) > 0`, [
        customerId,
      ]);
    }
    await manager.query(`DELETE FROM stripe_event WHERE strpos(payload::text, $1) > 0`, [userId]);
    await eraseMember(manager, BILLING_MEMBER_DATA, userId);
  }

  /** Accounting keeps each paid invoice's id, amount and date; nothing that names the member. */
  private async keepPaidInvoices(
    manager: EntityManager,
    stripe: Stripe,
    subscriptionId: string,
  ): Promise<void> {
    for await (const invoice of stripe.invoices.list({
      subscription: subscriptionId,
      status: 'paid',
      limit: 100,
    })) {
      if (!invoice.id) continue;
      await manager.query(
        `INSERT INTO erased_invoice (stripe_invoice_id, amount_cents, currency, invoiced_at)
         VALUES ($1, $2, $3, to_timestamp($4)) ON CONFLICT (stripe_invoice_id) DO NOTHING`,
        [invoice.id, invoice.amount_paid, invoice.currency, invoice.created],
      );
    }
  }

  /** No further charge: the subscription ends now, after its metadata forgets the member. */
  private async endSubscription(stripe: Stripe, subscriptionId: string): Promise<void> {
    const remote = await this.unlessGone(() => stripe.subscriptions.retrieve(subscriptionId));
    if (!remote) return;
    if (remote.metadata.userId)
      await stripe.subscriptions.update(subscriptionId, { metadata: { userId: '' } });
    if (!ENDED.has(remote.status)) await stripe.subscriptions.cancel(subscriptionId);
  }

  private async deleteCustomer(stripe: Stripe, customerId: string): Promise<void> {
    await this.unlessGone(async () => {
      await stripe.customers.update(customerId, { email: '', metadata: { userId: '' } });
      return stripe.customers.del(customerId);
    });
  }

  /** Stripe's answer, or null when what was asked for is already gone (a retried erasure). */
  private async unlessGone<T>(call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing')
        return null;
      throw error;
    }
  }

  private requireStripe(): Stripe {
    // A member with a Stripe customer cannot be erased without Stripe: the event is retried.
    if (!this.stripe)
      throw new Error('STRIPE_SECRET_KEY is not set: a Stripe customer cannot be deleted');
    return this.stripe;
  }
}

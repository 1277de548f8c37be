import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { StripeSubscriptionStatus } from '@distill/contracts';
import type { PlanId } from '../plans/plans.js';

/** Billing's copy of a Stripe subscription, always overwritten with what Stripe says now. */
@Entity({ name: 'subscription' })
export class Subscription {
  @PrimaryColumn({ name: 'stripe_subscription_id', type: 'text' })
  stripeSubscriptionId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'stripe_customer_id', type: 'text' })
  stripeCustomerId!: string;

  @Column('text')
  status!: StripeSubscriptionStatus;

  @Column({ type: 'text', nullable: true })
  plan!: PlanId | null;

  @Column({ name: 'stripe_price_id', type: 'text', nullable: true })
  stripePriceId!: string | null;

  @Column({ name: 'amount_cents', type: 'int', nullable: true })
  amountCents!: number | null;

  @Column({ type: 'text', nullable: true })
  currency!: string | null;

  @Column({ name: 'trial_end', type: 'timestamptz', nullable: true })
  trialEnd!: Date | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd!: Date | null;

  /** A card is saved on the subscription (a trial without one ends at its end). */
  @Column({ name: 'has_payment_method', type: 'boolean', default: false })
  hasPaymentMethod!: boolean;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd!: boolean;

  @Column({ name: 'cancel_at', type: 'timestamptz', nullable: true })
  cancelAt!: Date | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt!: Date | null;

  /**
   * An invoice of this subscription was paid with money (a trial's $0 invoice does not count):
   * only then does past_due keep Premium for the grace period. Never goes back to false.
   */
  @Column({ name: 'has_paid_invoice', type: 'boolean', default: false })
  hasPaidInvoice!: boolean;

  /** When billing first saw this subscription past_due; the grace period counts from here. */
  @Column({ name: 'past_due_since', type: 'timestamptz', nullable: true })
  pastDueSince!: Date | null;

  @Column({ name: 'stripe_created_at', type: 'timestamptz' })
  stripeCreatedAt!: Date;

  @Column({ name: 'synced_at', type: 'timestamptz' })
  syncedAt!: Date;
}

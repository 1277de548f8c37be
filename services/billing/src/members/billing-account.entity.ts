import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { SubscriptionStatus, SubscriptionType } from '@distill/contracts';

/**
 * Billing's record of one member: the Stripe customer (created once) and the access billing
 * last published for them. Every change to a member's billing happens under this row's lock.
 */
@Entity({ name: 'billing_account' })
export class BillingAccount {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId!: string | null;

  @Column({ name: 'access_status', type: 'text', default: 'free' })
  accessStatus!: SubscriptionStatus;

  @Column({ name: 'access_type', type: 'text', default: 'free' })
  accessType!: SubscriptionType;

  @Column({ name: 'access_subscription_id', type: 'text', nullable: true })
  accessSubscriptionId!: string | null;

  @Column({ name: 'access_version', type: 'int', default: 0 })
  accessVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

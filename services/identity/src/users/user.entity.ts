import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Role, SubscriptionStatus, SubscriptionType } from '@distill/contracts';

export type AuthProvider = 'local' | 'firebase';

/** A member account. The e-mail is stored normalized (trimmed, lower-case) and is unique. */
@Entity({ name: 'user_account' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  email!: string;

  /** argon2id PHC string; null for accounts that only sign in through Firebase. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  @Column({ name: 'firebase_uid', type: 'text', nullable: true })
  firebaseUid!: string | null;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl!: string | null;

  @Column({ name: 'auth_provider', type: 'text', default: 'local' })
  authProvider!: AuthProvider;

  @Column({ type: 'text', default: 'user' })
  role!: Role;

  @Column({ name: 'subscription_status', type: 'text', default: 'free' })
  subscriptionStatus!: SubscriptionStatus;

  @Column({ name: 'subscription_type', type: 'text', default: 'free' })
  subscriptionType!: SubscriptionType;

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId!: string | null;

  @Column({ name: 'stripe_subscription_id', type: 'text', nullable: true })
  stripeSubscriptionId!: string | null;

  /** The version of billing's last applied change; older or repeated changes are ignored. */
  @Column({ name: 'billing_version', type: 'int', default: 0 })
  billingVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

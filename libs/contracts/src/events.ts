import type {
  StripeSubscriptionStatus,
  SubscriptionStatus,
  SubscriptionType,
} from './subscription.js';
import type { Role } from './viewer.js';

/**
 * Event names are part of the wire contract between services: renaming one is a migration
 * (old consumers keep reading the old name), not a refactor.
 */
export const CatalogEvents = {
  SummaryPublished: 'catalog.summary.published',
  SummaryUnpublished: 'catalog.summary.unpublished',
  SummaryUpdated: 'catalog.summary.updated',
  SummaryDeleted: 'catalog.summary.deleted',
} as const;

export const IdentityEvents = {
  UserRegistered: 'identity.user.registered',
  UserUpdated: 'identity.user.updated',
} as const;

export const BillingEvents = {
  /** A member's Premium access changed (subscription status, plan, or a complimentary grant). */
  SubscriptionChanged: 'billing.subscription.changed',
  /** Stripe's `trial_will_end`: the first charge is three days away. */
  SubscriptionTrialEnding: 'billing.subscription.trial_ending',
} as const;

export type EventType =
  | (typeof CatalogEvents)[keyof typeof CatalogEvents]
  | (typeof IdentityEvents)[keyof typeof IdentityEvents]
  | (typeof BillingEvents)[keyof typeof BillingEvents];

/**
 * The services that consume events; each has exactly one BullMQ queue named by `eventQueueName`.
 * The gateway consumes only to drop its cached viewers (idempotent, so it keeps no inbox).
 */
export type ConsumerService = 'identity' | 'catalog' | 'reading' | 'billing' | 'gateway';

/** Producer-side routing: which consumer queues receive each event type. */
export const EVENT_CONSUMERS: Record<EventType, readonly ConsumerService[]> = {
  'catalog.summary.published': ['reading'],
  'catalog.summary.unpublished': ['reading'],
  'catalog.summary.updated': ['reading'],
  'catalog.summary.deleted': ['reading'],
  'identity.user.registered': [],
  'identity.user.updated': ['gateway'],
  'billing.subscription.changed': ['identity'],
  'billing.subscription.trial_ending': ['identity'],
};

/** BullMQ queues of background jobs (not events): one constant per queue, owned by one service. */
export const JobQueues = {
  /** identity: transactional e-mails (password reset), sent over SMTP with retries. */
  IdentityEmail: 'distill-jobs-identity-email',
  /** billing: verified Stripe webhook events, applied by re-reading Stripe (job id = event id). */
  BillingStripeEvents: 'distill-jobs-billing-stripe-events',
} as const;

export function eventQueueName(consumer: string): string {
  return `distill-events-${consumer}`;
}

export interface EventEnvelope<TPayload = unknown, TType extends string = string> {
  id: string;
  type: TType;
  version: number;
  occurredAt: string;
  producer: string;
  correlationId: string | null;
  payload: TPayload;
}

/** The summary fields other services may project (never the content). */
export interface SummarySnapshot {
  id: string;
  title: string;
  author: string;
  categoryId: string | null;
  coverImageUrl: string | null;
  readingTimeMinutes: number;
  isPremium: boolean;
  isPublished: boolean;
}

export interface SummaryChangedPayload {
  summary: SummarySnapshot;
}

export interface SummaryDeletedPayload {
  summaryId: string;
}

export interface UserUpdatedPayload {
  userId: string;
  role: Role;
  subscriptionStatus: SubscriptionStatus;
  subscriptionType: SubscriptionType;
}

export interface UserRegisteredPayload {
  userId: string;
  email: string;
}

/**
 * The member's access as billing now sees it. `version` grows with every change of one member,
 * so a consumer that sees events out of order keeps the newest.
 */
export interface SubscriptionChangedPayload {
  userId: string;
  version: number;
  subscriptionStatus: SubscriptionStatus;
  subscriptionType: SubscriptionType;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

export interface SubscriptionTrialEndingPayload {
  userId: string;
  stripeSubscriptionId: string;
  status: StripeSubscriptionStatus;
  /** ISO time of the first charge. */
  trialEnd: string;
  plan: SubscriptionType;
  amountCents: number;
  currency: string;
}

export interface EventPayloads {
  'catalog.summary.published': SummaryChangedPayload;
  'catalog.summary.unpublished': SummaryChangedPayload;
  'catalog.summary.updated': SummaryChangedPayload;
  'catalog.summary.deleted': SummaryDeletedPayload;
  'identity.user.registered': UserRegisteredPayload;
  'identity.user.updated': UserUpdatedPayload;
  'billing.subscription.changed': SubscriptionChangedPayload;
  'billing.subscription.trial_ending': SubscriptionTrialEndingPayload;
}

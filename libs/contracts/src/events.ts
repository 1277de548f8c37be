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

export type EventType =
  | (typeof CatalogEvents)[keyof typeof CatalogEvents]
  | (typeof IdentityEvents)[keyof typeof IdentityEvents];

/** BullMQ queues of background jobs (not events): one constant per queue, owned by one service. */
export const JobQueues = {
  /** identity: transactional e-mails (password reset), sent over SMTP with retries. */
  IdentityEmail: 'distill-jobs-identity-email',
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
  subscriptionStatus: string;
  subscriptionType: string;
}

export interface UserRegisteredPayload {
  userId: string;
  email: string;
}

export interface EventPayloads {
  'catalog.summary.published': SummaryChangedPayload;
  'catalog.summary.unpublished': SummaryChangedPayload;
  'catalog.summary.updated': SummaryChangedPayload;
  'catalog.summary.deleted': SummaryDeletedPayload;
  'identity.user.registered': UserRegisteredPayload;
  'identity.user.updated': UserUpdatedPayload;
}

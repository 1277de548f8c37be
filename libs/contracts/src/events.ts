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
  // Admin content management: every change an editor makes is an event.
  SummaryCreated: 'catalog.summary.created',
  /** Carries the section's text, like an update: reading anchors highlights to it. */
  SectionCreated: 'catalog.section.created',
  /** Carries the section's text: reading re-anchors highlights to it and never serves it. */
  SectionUpdated: 'catalog.section.updated',
  SectionDeleted: 'catalog.section.deleted',
  SectionsReordered: 'catalog.sections.reordered',
  CategoryCreated: 'catalog.category.created',
  CategoryUpdated: 'catalog.category.updated',
  CategoryDeleted: 'catalog.category.deleted',
  /** A member unlocked a premium summary with a free pick (personal: no summary changed). */
  FreePickUsed: 'catalog.free-pick.used',
} as const;

export const IdentityEvents = {
  UserRegistered: 'identity.user.registered',
  UserUpdated: 'identity.user.updated',
  /**
   * A member's account was deleted (their grace period ran out): every consumer erases what it
   * holds for them, in its inbox transaction.
   */
  UserErased: 'identity.user.erased',
  /**
   * Mail to a member's address bounced or was reported as spam (the e-mail provider's webhook):
   * reading turns their recurring e-mails off, so we stop writing to an address that refuses us.
   */
  UserEmailsSuppressed: 'identity.user.emails-suppressed',
} as const;

export const BillingEvents = {
  /** A member's Premium access changed (subscription status, plan, or a complimentary grant). */
  SubscriptionChanged: 'billing.subscription.changed',
  /** Three days before a trial ends (Stripe's `trial_will_end`, or billing's own notice). */
  SubscriptionTrialEnding: 'billing.subscription.trial_ending',
} as const;

export const ReadingEvents = {
  /**
   * A member's review e-mail of one local day (kind `daily`) or their weekly digest (kind
   * `weekly`, on Sunday), computed by reading at the time they chose: identity sends it to their
   * address (the e-mail's id is its idempotency key).
   */
  ReviewEmailScheduled: 'reading.review-email.scheduled',
  /**
   * Reading's copy of some summaries' cards (title, cover, category, published, section count...)
   * changed and is committed: every member's list that shows them may now read differently.
   */
  SummaryCardsChanged: 'reading.summary-cards.changed',
} as const;

export type EventType =
  | (typeof CatalogEvents)[keyof typeof CatalogEvents]
  | (typeof IdentityEvents)[keyof typeof IdentityEvents]
  | (typeof BillingEvents)[keyof typeof BillingEvents]
  | (typeof ReadingEvents)[keyof typeof ReadingEvents];

/** BullMQ queues of background jobs (not events): one constant per queue, owned by one service. */
export const JobQueues = {
  /** identity: transactional e-mails (password reset), sent over SMTP with retries. */
  IdentityEmail: 'distill-jobs-identity-email',
  /** billing: verified Stripe webhook events, applied by re-reading Stripe (job id = event id). */
  BillingStripeEvents: 'distill-jobs-billing-stripe-events',
  /** reading: the review e-mails' scheduler, one repeated tick for every reading process. */
  ReadingReviewEmails: 'distill-jobs-reading-review-emails',
  /** gateway: members' data archives, built as the member through the graph (job id = archive id). */
  GatewayDataArchives: 'distill-jobs-gateway-data-archives',
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
  /**
   * W3C trace context of the change that produced the event, so the consumer's work joins the
   * producer's trace. Absent when the producer was not tracing.
   */
  traceparent?: string;
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
  /**
   * The card's description (a list shows it). Absent in events written before the snapshot
   * carried it: a consumer then keeps what it had.
   */
  description?: string | null;
}

export interface SummaryChangedPayload {
  summary: SummarySnapshot;
}

export interface SummaryDeletedPayload {
  summaryId: string;
}

/** A section as other services may see it (never its content). */
export interface SectionSnapshot {
  id: string;
  summaryId: string;
  title: string;
  order: number;
}

/**
 * A new section with its text (also written once for every section that existed before the
 * text was carried). A consumer keeps the text to anchor only and never serves it.
 */
export interface SectionCreatedPayload {
  section: SectionSnapshot;
  content: string;
  /** Every section of the summary after the insert: a positioned insert renumbers the rest. */
  sectionOrders: SectionOrder[];
}

/**
 * An edited section with its new text, for consumers that anchor to it (reading's highlights).
 * A consumer keeps the text to anchor only and never serves it: it may be premium content.
 */
export interface SectionUpdatedPayload {
  section: SectionSnapshot;
  content: string;
}

export interface SectionDeletedPayload {
  sectionId: string;
  summaryId: string;
  /** The remaining sections, renumbered 1..n. */
  sectionOrders: SectionOrder[];
}

export interface SectionOrder {
  id: string;
  order: number;
}

export interface SectionsReorderedPayload {
  summaryId: string;
  sectionOrders: SectionOrder[];
}

export interface CategorySnapshot {
  id: string;
  name: string;
  slug: string;
  description: string | null;
}

export interface CategoryCreatedPayload {
  category: CategorySnapshot;
}

export interface CategoryUpdatedPayload {
  category: CategorySnapshot;
}

/** Each summary moved off the category was reported first as `catalog.summary.updated`. */
export interface CategoryDeletedPayload {
  categoryId: string;
  /** Where its summaries went; null: uncategorized. */
  movedSummariesTo: string | null;
}

/** A member may read `summaryId` in full until `expiresAt` (the end of the month of the pick). */
export interface FreePickUsedPayload {
  memberId: string;
  summaryId: string;
  /** ISO time: the start of the next month in the member's time zone. */
  expiresAt: string;
}

export interface UserUpdatedPayload {
  userId: string;
  role: Role;
  subscriptionStatus: SubscriptionStatus;
  subscriptionType: SubscriptionType;
}

/**
 * Only the id: consumers key what they hold by it, and the event (kept in outboxes and queues
 * for a while) must carry no more personal data than the erasure needs.
 */
export interface UserErasedPayload {
  userId: string;
}

/** Why a member's recurring e-mails were turned off by something other than the member. */
export type EmailSuppressionReason = 'bounce' | 'complaint';

export interface UserEmailsSuppressedPayload {
  userId: string;
  reason: EmailSuppressionReason;
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
  /** Null for a trial billing granted itself (no Stripe settings), which no card can extend. */
  stripeSubscriptionId: string | null;
  status: StripeSubscriptionStatus;
  /** ISO time the trial ends (the first charge, when a card is on file). */
  trialEnd: string;
  plan: SubscriptionType;
  amountCents: number;
  currency: string;
  /**
   * False for a trial started without a card: it ends (no charge) unless one is added.
   * Absent in events written before billing said so.
   */
  paymentMethodOnFile?: boolean;
}

/** Each event's payload, keyed by the event's name: the one place a name meets its payload. */
/** One highlight of a review e-mail, with the bearer token its grade links carry. */
export interface ReviewEmailCard {
  quote: string;
  note: string | null;
  title: string;
  author: string;
  /** Signed, single-use, expiring: grades this card once, without signing in. */
  gradeToken: string;
}

/**
 * A review e-mail to send. The tokens are bearer secrets, as a reset link is: whoever holds the
 * e-mail may grade its cards or turn the e-mails off, and nothing else.
 */
export interface DailyReviewEmailPayload {
  /** Unique per member, local date and kind: the delivery's idempotency key. */
  emailId: string;
  memberId: string;
  kind: 'daily';
  /** The member's local date the e-mail is for, `2026-11-29`. */
  localDate: string;
  /** Up to five highlights due for review, longest waiting first. */
  cards: ReviewEmailCard[];
  /** Signed: turns this member's review e-mails off (RFC 8058 one-click). */
  unsubscribeToken: string;
}

/** The summaries whose card in reading's projection changed (a category rename: all of its). */
export interface SummaryCardsChangedPayload {
  summaryIds: string[];
}

/** A summary named by the weekly digest (a book finished, or one to read next). */
export interface DigestSummary {
  summaryId: string;
  title: string;
  author: string;
  readingTimeMinutes: number;
}

/** The weekly digest: a member's ISO week of reading, sent on its Sunday. */
export interface WeeklyDigestPayload {
  /** Unique per member and ISO week: the delivery's idempotency key. */
  emailId: string;
  memberId: string;
  kind: 'weekly';
  /** The Sunday ending the ISO week, in the member's time zone, `2026-11-29`. */
  localDate: string;
  /** `2026-W48` */
  isoWeek: string;
  booksFinished: DigestSummary[];
  /** The reading time of the summaries finished this week. */
  minutesRead: number;
  /** Days in a row with reading or review, up to the digest's day. */
  currentStreak: number;
  highlightsMade: number;
  /** Up to two listed summaries of the categories the member reads, none they finished. */
  readNext: DigestSummary[];
  /** Signed: turns this member's review e-mails off (RFC 8058 one-click). */
  unsubscribeToken: string;
}

export type ReviewEmailScheduledPayload = DailyReviewEmailPayload | WeeklyDigestPayload;

export interface EventPayloads {
  [CatalogEvents.SummaryPublished]: SummaryChangedPayload;
  [CatalogEvents.SummaryUnpublished]: SummaryChangedPayload;
  [CatalogEvents.SummaryUpdated]: SummaryChangedPayload;
  [CatalogEvents.SummaryDeleted]: SummaryDeletedPayload;
  [CatalogEvents.SummaryCreated]: SummaryChangedPayload;
  [CatalogEvents.SectionCreated]: SectionCreatedPayload;
  [CatalogEvents.SectionUpdated]: SectionUpdatedPayload;
  [CatalogEvents.SectionDeleted]: SectionDeletedPayload;
  [CatalogEvents.SectionsReordered]: SectionsReorderedPayload;
  [CatalogEvents.CategoryCreated]: CategoryCreatedPayload;
  [CatalogEvents.CategoryUpdated]: CategoryUpdatedPayload;
  [CatalogEvents.CategoryDeleted]: CategoryDeletedPayload;
  [CatalogEvents.FreePickUsed]: FreePickUsedPayload;
  [IdentityEvents.UserRegistered]: UserRegisteredPayload;
  [IdentityEvents.UserUpdated]: UserUpdatedPayload;
  [IdentityEvents.UserErased]: UserErasedPayload;
  [IdentityEvents.UserEmailsSuppressed]: UserEmailsSuppressedPayload;
  [BillingEvents.SubscriptionChanged]: SubscriptionChangedPayload;
  [BillingEvents.SubscriptionTrialEnding]: SubscriptionTrialEndingPayload;
  [ReadingEvents.ReviewEmailScheduled]: ReviewEmailScheduledPayload;
  [ReadingEvents.SummaryCardsChanged]: SummaryCardsChangedPayload;
}

/**
 * The envelope of one event type, its payload looked up by name: a handler declares
 * `EnvelopeOf<typeof CatalogEvents.SummaryDeleted>` and gets that event's payload, never a cast.
 */
export type EnvelopeOf<T extends EventType> = EventEnvelope<EventPayloads[T], T>;

/** Narrows an envelope of unknown type to one event's envelope, so its payload needs no cast. */
export function isEventOf<T extends EventType>(
  envelope: EventEnvelope,
  type: T,
): envelope is EnvelopeOf<T> {
  return envelope.type === type;
}

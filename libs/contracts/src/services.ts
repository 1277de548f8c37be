import {
  BillingEvents,
  CatalogEvents,
  IdentityEvents,
  ReadingEvents,
  type EventType,
} from './events.js';

/** What the platform needs to know about one backend service. */
export interface ServiceManifestEntry {
  /** Default listening port; `portVariable` overrides it. */
  port: number;
  portVariable: string;
  /** The database the service owns on the DATABASE_URL server (`databaseUrlVariable` overrides it). */
  database: string;
  databaseUrlVariable: string;
  /** The gateway variable holding this subgraph's GraphQL URL. */
  gatewayUrlVariable: string;
  /** Entry point relative to the repository root (what `npm start` runs). */
  entry: string;
  /** Event types this service consumes: each needs exactly one `@OnEvent` handler. */
  consumes: readonly EventType[];
}

/**
 * The one list of Distill's backend services. Start-up, the gateway's subgraph URLs and its
 * supergraph composition, the event routing (which queue receives which event), the services'
 * subscriptions and the browser journeys' environment all derive from it. Adding a service is its
 * folder under services/ and one entry here; then `npm run generate-deployment -w infra` writes
 * the deployment files derived from this list, and infra/test/deployment-files.spec.ts names each
 * hand-written deployment file that still lacks the new entry.
 */
export const SERVICE_MANIFEST = {
  identity: {
    port: 4001,
    portVariable: 'IDENTITY_PORT',
    database: 'distill_identity',
    databaseUrlVariable: 'IDENTITY_DATABASE_URL',
    gatewayUrlVariable: 'IDENTITY_URL',
    entry: 'services/identity/dist/main.js',
    consumes: [
      BillingEvents.SubscriptionChanged,
      BillingEvents.SubscriptionTrialEnding,
      ReadingEvents.ReviewEmailScheduled,
    ],
  },
  catalog: {
    port: 4002,
    portVariable: 'CATALOG_PORT',
    database: 'distill_catalog',
    databaseUrlVariable: 'CATALOG_DATABASE_URL',
    gatewayUrlVariable: 'CATALOG_URL',
    entry: 'services/catalog/dist/main.js',
    consumes: [IdentityEvents.UserErased],
  },
  reading: {
    port: 4003,
    portVariable: 'READING_PORT',
    database: 'distill_reading',
    databaseUrlVariable: 'READING_DATABASE_URL',
    gatewayUrlVariable: 'READING_URL',
    entry: 'services/reading/dist/main.js',
    consumes: [
      CatalogEvents.SummaryPublished,
      CatalogEvents.SummaryUnpublished,
      CatalogEvents.SummaryUpdated,
      CatalogEvents.SummaryDeleted,
      CatalogEvents.SectionCreated,
      CatalogEvents.SectionUpdated,
      CatalogEvents.SectionDeleted,
      CatalogEvents.SectionsReordered,
      CatalogEvents.CategoryCreated,
      CatalogEvents.CategoryUpdated,
      CatalogEvents.CategoryDeleted,
      CatalogEvents.FreePickUsed,
      IdentityEvents.UserErased,
      IdentityEvents.UserEmailsSuppressed,
    ],
  },
  billing: {
    port: 4004,
    portVariable: 'BILLING_PORT',
    database: 'distill_billing',
    databaseUrlVariable: 'BILLING_DATABASE_URL',
    gatewayUrlVariable: 'BILLING_URL',
    entry: 'services/billing/dist/main.js',
    consumes: [IdentityEvents.UserErased],
  },
} as const satisfies Record<string, ServiceManifestEntry>;

export type ServiceName = keyof typeof SERVICE_MANIFEST;

export const SERVICE_NAMES = Object.keys(SERVICE_MANIFEST) as ServiceName[];

/**
 * The gateway is not a service but consumes events too (no inbox, dropping is idempotent): a
 * user's update drops their cached viewers, an erasure those and their personal reads, every
 * catalog change the cached public reads, and reading's committed change of summary cards every
 * member's personal reads (their lists show those cards).
 */
export const GATEWAY_CONSUMES: readonly EventType[] = [
  IdentityEvents.UserUpdated,
  IdentityEvents.UserErased,
  ...Object.values(CatalogEvents),
  ReadingEvents.SummaryCardsChanged,
];

/** Every consumer of events; each has exactly one BullMQ queue named by `eventQueueName`. */
export type ConsumerService = ServiceName | 'gateway';

/** Every event type; a new group of events is added here too (the check below insists). */
export const EVENT_TYPES = [
  ...Object.values(CatalogEvents),
  ...Object.values(IdentityEvents),
  ...Object.values(BillingEvents),
  ...Object.values(ReadingEvents),
];

// Compile-time: an EventType missing from EVENT_TYPES would have no routing entry.
const everyEventTypeListed: [Exclude<EventType, (typeof EVENT_TYPES)[number]>] extends [never]
  ? true
  : never = true;
void everyEventTypeListed;

/** The event types one consumer receives, from the manifest. */
export function eventsConsumedBy(consumer: ConsumerService): readonly EventType[] {
  return consumer === 'gateway' ? GATEWAY_CONSUMES : SERVICE_MANIFEST[consumer].consumes;
}

/** Producer-side routing, derived from the manifest: which consumer queues receive each event. */
export const EVENT_CONSUMERS: Record<EventType, readonly ConsumerService[]> = Object.fromEntries(
  EVENT_TYPES.map((type) => [
    type,
    ([...SERVICE_NAMES, 'gateway'] as ConsumerService[]).filter((consumer) =>
      eventsConsumedBy(consumer).includes(type),
    ),
  ]),
) as unknown as Record<EventType, readonly ConsumerService[]>;

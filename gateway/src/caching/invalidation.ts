/**
 * The one table of what drops the gateway's cached answers: for each event the gateway consumes
 * and for every mutation run through it, which entries of which cache go. `gateway-caches.ts`
 * applies exactly this (and nothing else drops entries, besides time and the Redis outage rules
 * in README.md), and `invalidation.spec.ts` reads it against the events that exist.
 *
 * Outside it, by design: the credential operations identity answers directly (sign-out and a
 * password reset, `rest/identity.routes.ts`) forget the viewer of that credential or user
 * through `IdentityViewerResolver`, and the sitemap (`web/crawlers.routes.ts`) is dropped with
 * the public reads (`onDropped`).
 */
import {
  CatalogEvents,
  type EventPayloads,
  IdentityEvents,
  ReadingEvents,
  type Viewer,
} from '@distill/contracts';

/** Every member's personal reads. */
export const EVERYONE = '*';

/** What one event or mutation drops. */
export interface CacheDrops {
  /** Every cached viewer of this user (all their credentials), everywhere. */
  viewersOf?: string;
  /** Personal reads of one member, or of `EVERYONE`, everywhere. */
  personalReadsOf?: string;
  /** Every public read (and with them the sitemap), everywhere. */
  publicReads?: true;
}

/**
 * A summary, section or category changed: every public list and page may show it. Members' lists
 * are read from reading's copy of the cards, so they are dropped by reading's own event once it
 * has committed the change (a drop here could be refilled with the old card in between).
 */
const CATALOG_CHANGED: CacheDrops = { publicReads: true };
const catalogChanged = () => CATALOG_CHANGED;

type EventDrops = { [T in keyof EventPayloads]?: (payload: EventPayloads[T]) => CacheDrops };

/**
 * Each event the gateway consumes and what it drops. The gateway's consumer takes its handlers
 * from this table, so an event in `GATEWAY_CONSUMES` (libs/contracts) without a row here stops
 * the gateway at start-up.
 */
export const EVENT_DROPS = {
  // Role, subscription, complimentary Premium: the user's cached viewers (their access class,
  // and with it their personal reads' keys, follows).
  [IdentityEvents.UserUpdated]: ({ userId }) => ({ viewersOf: userId }),
  // Nothing of an erased member may be answered from a cache.
  [IdentityEvents.UserErased]: ({ userId }) => ({ viewersOf: userId, personalReadsOf: userId }),
  // Only that member's answers changed (public reads never hold a member's picks).
  [CatalogEvents.FreePickUsed]: ({ memberId }) => ({ personalReadsOf: memberId }),
  // Reading committed a change to the cards members' lists show (issue 44's stale-title window).
  [ReadingEvents.SummaryCardsChanged]: () => ({ personalReadsOf: EVERYONE }),
  [CatalogEvents.SummaryPublished]: catalogChanged,
  [CatalogEvents.SummaryUnpublished]: catalogChanged,
  [CatalogEvents.SummaryUpdated]: catalogChanged,
  [CatalogEvents.SummaryDeleted]: catalogChanged,
  [CatalogEvents.SummaryCreated]: catalogChanged,
  [CatalogEvents.SectionCreated]: catalogChanged,
  [CatalogEvents.SectionUpdated]: catalogChanged,
  [CatalogEvents.SectionDeleted]: catalogChanged,
  [CatalogEvents.SectionsReordered]: catalogChanged,
  [CatalogEvents.CategoryCreated]: catalogChanged,
  [CatalogEvents.CategoryUpdated]: catalogChanged,
  [CatalogEvents.CategoryDeleted]: catalogChanged,
} satisfies EventDrops;

/** Mutations after which the caller's cached viewer must not answer again. */
export const SESSION_ENDING_MUTATIONS: ReadonlySet<string> = new Set([
  'revokeViewerSessions',
  'requestAccountDeletion',
]);

/**
 * What a mutation run through the gateway (GraphQL or REST) drops before its answer is sent,
 * from who ran it and its root fields. Partners cannot write; visitors own nothing cached.
 */
export function mutationDrops(viewer: Viewer, fields: readonly string[]): CacheDrops {
  if (viewer.kind !== 'member') return {};
  const drops: CacheDrops =
    viewer.role === 'admin'
      ? // An admin may change the catalog every answer shows.
        { publicReads: true, personalReadsOf: EVERYONE }
      : { personalReadsOf: viewer.id };
  return fields.some((field) => SESSION_ENDING_MUTATIONS.has(field))
    ? { ...drops, viewersOf: viewer.id }
    : drops;
}

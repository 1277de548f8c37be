import type { Logger } from 'pino';
import {
  CatalogEvents,
  type EventEnvelope,
  type EventType,
  GATEWAY_CONSUMES,
  IdentityEvents,
  isEventOf,
  ReadingEvents,
  type Viewer,
} from '@distill/contracts';
import { createSharedCacheStore } from '@distill/platform';
import type { GatewayConfig } from '../config.js';
import type { GatewayEventHandlers } from '../events/gateway-events.js';
import { MemoryViewerCache, RedisViewerCache, type ViewerCache } from '../identity/viewer-cache.js';
import { PersonalReadCache } from '../personal-reads/personal-read-cache.js';
import { PublicReadCache, SharedPublicReads } from '../public-reads/public-read-cache.js';

/** A mutation that ran through this gateway (GraphQL or REST), about to be answered. */
export interface Mutation {
  viewer: Viewer;
  /** The mutation's root fields (`toggleSummaryPublished`, `revokeViewerSessions`, ...). */
  fields: readonly string[];
}

/** Mutations after which the caller's cached viewer must not answer again. */
const SESSION_ENDING_FIELDS: ReadonlySet<string> = new Set([
  'revokeViewerSessions',
  'requestAccountDeletion',
]);

/** The message on the personal reads' channel that drops every member's answers. */
const EVERYONE = '*';

/** How soon an invalidation Redis refused is tried again. */
const REDELIVERY_DELAY_MS = 1_000;

const CATALOG_EVENTS: ReadonlySet<string> = new Set(Object.values(CatalogEvents));

/** Every cache of the gateway and what drops their entries: see README.md in this folder. */
export interface GatewayCaches {
  viewers: ViewerCache;
  publicReads: PublicReadCache;
  personalReads: PersonalReadCache;
  /** Drops what a mutation changed, here and at every replica, before its answer is sent. */
  mutationHappened(mutation: Mutation): Promise<void>;
  /** Drops what an event reports changed; rejects (to be retried) when Redis refuses. */
  eventArrived(envelope: EventEnvelope): Promise<void>;
  /** `eventArrived` for each event the gateway consumes, for `consumeGatewayEvents`. */
  handlers: GatewayEventHandlers;
  close(): Promise<void>;
}

/**
 * The gateway's caches on one Redis client and one subscriber connection from the platform
 * runtime (none embedded: one gateway, everything in its memory). Whatever could not be
 * dropped in Redis (Redis away) is dropped everywhere once Redis answers again, as is
 * everything on each reconnection: nothing stale outlives an outage.
 */
export function createGatewayCaches(config: GatewayConfig, logger: Logger): GatewayCaches {
  const prefix = config.EVENTS_PREFIX;
  const store = createSharedCacheStore(config, logger, 'gateway');
  const sharedPublicReads =
    store && new SharedPublicReads(store.client, prefix, config.PUBLIC_READ_CACHE_TTL_SECONDS);
  const publicReads = new PublicReadCache(config.PUBLIC_READ_CACHE_TTL_SECONDS, sharedPublicReads);
  const personalReads = new PersonalReadCache(config.PERSONAL_READ_CACHE_TTL_SECONDS);
  const viewers = store
    ? new RedisViewerCache(store.client, prefix, config.VIEWER_CACHE_TTL_SECONDS)
    : new MemoryViewerCache(config.VIEWER_CACHE_TTL_SECONDS);
  const personalChannel = `${prefix}:personal-reads:invalidate`;

  const dropPersonalReads = async (target: string) => {
    if (target === EVERYONE) personalReads.dropAll();
    else personalReads.dropMember(target);
    await store?.client.publish(personalChannel, target);
  };
  /** Users whose cached viewers Redis would not drop: dropped with the next redelivery. */
  const undroppedViewers = new Set<string>();
  const dropViewers = async (userId: string) => {
    undroppedViewers.add(userId);
    await viewers.dropUser(userId);
    undroppedViewers.delete(userId);
  };
  const dropEverythingEverywhere = async () => {
    await Promise.all([
      publicReads.invalidate(),
      dropPersonalReads(EVERYONE),
      ...[...undroppedViewers].map(dropViewers),
    ]);
  };

  let redelivery: NodeJS.Timeout | undefined;
  let closed = false;
  const redeliverLater = () => {
    if (closed) return;
    redelivery ??= setTimeout(() => {
      redelivery = undefined;
      dropEverythingEverywhere().catch(redeliverLater);
    }, REDELIVERY_DELAY_MS).unref();
  };
  const undelivered = (error: unknown) => {
    logger.warn(
      { err: error },
      'cache invalidation not delivered to Redis; every cache is dropped again once it answers',
    );
    redeliverLater();
  };

  if (store && sharedPublicReads) {
    // While this replica was not listening, other replicas' messages were missed.
    const dropLocal = () => {
      publicReads.dropLocal();
      personalReads.dropAll();
    };
    store.subscriber.on('message', (channel: string, message: string) => {
      if (channel === sharedPublicReads.channel) publicReads.dropLocal();
      else if (message === EVERYONE) personalReads.dropAll();
      else personalReads.dropMember(message);
    });
    // At start and after every reconnection (the store's subscriber does not resubscribe itself);
    // what was kept before the subscription holds is dropped once it does.
    store.subscriber.on('ready', () => {
      store.subscriber
        .subscribe(sharedPublicReads.channel, personalChannel)
        .then(dropLocal, (error: unknown) => {
          if (!closed)
            logger.warn({ err: error }, 'cache invalidations from other replicas not subscribed');
        });
    });
    // After an outage Redis may hold answers an invalidation meant to drop.
    let connectedBefore = false;
    store.client.on('ready', () => {
      if (connectedBefore) dropEverythingEverywhere().catch(undelivered);
      connectedBefore = true;
    });
  }

  const eventArrived = async (envelope: EventEnvelope) => {
    if (isEventOf(envelope, IdentityEvents.UserUpdated)) {
      await viewers.dropUser(envelope.payload.userId);
    } else if (isEventOf(envelope, IdentityEvents.UserErased)) {
      // Nothing of an erased member may be answered from a cache.
      await Promise.all([
        viewers.dropUser(envelope.payload.userId),
        dropPersonalReads(envelope.payload.userId),
      ]);
    } else if (isEventOf(envelope, CatalogEvents.FreePickUsed)) {
      // Only that member's answers changed (public reads never hold a member's picks).
      await dropPersonalReads(envelope.payload.memberId);
    } else if (isEventOf(envelope, ReadingEvents.SummaryCardsChanged)) {
      // Members' lists are read from reading's copy of the cards: dropped once reading has
      // committed the change, so a read between the catalog's event and reading's commit
      // cannot keep the old card (issue 44's stale-title window).
      await dropPersonalReads(EVERYONE);
    } else if (CATALOG_EVENTS.has(envelope.type)) {
      // A summary published, unpublished, renamed: every public list and page may show it.
      await publicReads.invalidate();
    }
  };

  return {
    viewers,
    publicReads,
    personalReads,
    async mutationHappened({ viewer, fields }) {
      // Partners cannot write; visitors own nothing cached.
      if (viewer.kind !== 'member') return;
      const drops: Array<Promise<unknown>> =
        viewer.role === 'admin'
          ? // An admin may change the catalog every answer shows.
            [publicReads.invalidate(), dropPersonalReads(EVERYONE)]
          : [dropPersonalReads(viewer.id)];
      if (fields.some((field) => SESSION_ENDING_FIELDS.has(field)))
        drops.push(dropViewers(viewer.id));
      // The mutation itself succeeded: this replica is already right, and whatever Redis
      // refused is dropped everywhere once it answers.
      await Promise.all(drops).catch(undelivered);
    },
    eventArrived,
    handlers: Object.fromEntries(
      GATEWAY_CONSUMES.map((type): [EventType, typeof eventArrived] => [type, eventArrived]),
    ),
    async close() {
      closed = true;
      clearTimeout(redelivery);
      await store?.close();
    },
  };
}

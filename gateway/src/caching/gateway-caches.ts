import type { Logger } from 'pino';
import type { EventEnvelope, EventType, Viewer } from '@distill/contracts';
import { createSharedCacheStore } from '@distill/platform';
import type { GatewayConfig } from '../config.js';
import type { GatewayEventHandlers } from './gateway-events.js';
import { type CacheDrops, EVENT_DROPS, EVERYONE, mutationDrops } from './invalidation.js';
import { MemoryViewerCache, RedisViewerCache, type ViewerCache } from './viewer-cache.js';
import { PersonalReadCache } from './personal-read-cache.js';
import { PublicReadCache, SharedPublicReads } from './public-read-cache.js';

/** A mutation that ran through this gateway (GraphQL or REST), about to be answered. */
export interface Mutation {
  viewer: Viewer;
  /** The mutation's root fields (`toggleSummaryPublished`, `revokeViewerSessions`, ...). */
  fields: readonly string[];
}

/** How soon an invalidation Redis refused is tried again. */
const REDELIVERY_DELAY_MS = 1_000;

/** Every cache of the gateway; what drops their entries is the table in invalidation.ts. */
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

  /** Drops what the table says, everywhere; `dropViewersOf` remembers a viewer Redis refused. */
  const drop = (drops: CacheDrops, dropViewersOf: (userId: string) => Promise<void>) =>
    Promise.all([
      drops.publicReads && publicReads.invalidate(),
      drops.personalReadsOf !== undefined && dropPersonalReads(drops.personalReadsOf),
      drops.viewersOf !== undefined && dropViewersOf(drops.viewersOf),
    ]);

  /** An event's drops; a refusal rejects, so the transport delivers the event again. */
  const eventArrived = async (envelope: EventEnvelope) => {
    const dropsOf = EVENT_DROPS[envelope.type as keyof typeof EVENT_DROPS] as
      ((payload: unknown) => CacheDrops) | undefined;
    if (dropsOf) await drop(dropsOf(envelope.payload), (userId) => viewers.dropUser(userId));
  };

  return {
    viewers,
    publicReads,
    personalReads,
    async mutationHappened({ viewer, fields }) {
      // The mutation itself succeeded: this replica is already right, and whatever Redis
      // refused is dropped everywhere once it answers.
      await drop(mutationDrops(viewer, fields), dropViewers).catch(undelivered);
    },
    eventArrived,
    // Only the table's events have a handler: one the gateway consumes without a row stops it.
    handlers: Object.fromEntries(
      Object.keys(EVENT_DROPS).map((type): [EventType, typeof eventArrived] => [
        type as EventType,
        eventArrived,
      ]),
    ),
    async close() {
      closed = true;
      clearTimeout(redelivery);
      await store?.close();
    },
  };
}

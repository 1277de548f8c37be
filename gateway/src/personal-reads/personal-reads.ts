import type { Logger } from 'pino';
import { CatalogEvents, type Viewer } from '@distill/contracts';
import { loadIoRedis } from '@distill/platform';
import type { GatewayConfig } from '../config.js';
import type { GatewayEventHandlers } from '../events/gateway-events.js';
import { closeConnections, listenForInvalidations } from '../events/replica-invalidations.js';
import { PersonalReadCache } from './personal-read-cache.js';

/** The message on the invalidation channel that drops every member's answers. */
const EVERYONE = '*';

export interface PersonalReadsIntegration {
  cache: PersonalReadCache;
  /** What a mutation by `viewer` drops, here and (through Redis) at every other replica. */
  dropAfterMutation(viewer: Viewer): void;
  /** Every catalog event drops every member's answers (GATEWAY_CONSUMES routes them here). */
  handlers: GatewayEventHandlers;
  close(): Promise<void>;
}

/**
 * The personal read cache of this gateway process, and the Redis channel on which replicas tell
 * each other whose answers to drop (a member id, or `*` for everyone). Embedded there is no Redis
 * and only one gateway.
 */
export function createPersonalReads(
  config: GatewayConfig,
  logger: Logger,
): PersonalReadsIntegration {
  const cache = new PersonalReadCache(config.PERSONAL_READ_CACHE_TTL_SECONDS);
  const channel = `${config.EVENTS_PREFIX}:personal-reads:invalidate`;
  const publisher = config.EMBEDDED_DIR
    ? undefined
    : new (loadIoRedis().Redis)(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  publisher?.on('error', (error) => logger.warn({ err: error }, 'personal read cache redis error'));
  const subscriber =
    publisher &&
    listenForInvalidations({
      redis: publisher,
      channel,
      onMessage: (target) => (target === EVERYONE ? cache.dropAll() : cache.dropMember(target)),
      // Invalidations published while disconnected were missed.
      onMissed: () => cache.dropAll(),
      logger,
      what: 'personal read',
    });
  const drop = (target: string) => {
    if (target === EVERYONE) cache.dropAll();
    else cache.dropMember(target);
    // This replica is already right; without Redis the TTL bounds the others' staleness.
    publisher
      ?.publish(channel, target)
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'personal read invalidation not sent to other replicas'),
      );
  };
  const dropEveryone = async () => drop(EVERYONE);
  return {
    cache,
    dropAfterMutation(viewer) {
      // Partners cannot write; visitors own no reads.
      if (viewer.kind === 'member') drop(viewer.role === 'admin' ? EVERYONE : viewer.id);
    },
    handlers: Object.fromEntries(Object.values(CatalogEvents).map((type) => [type, dropEveryone])),
    close: () => closeConnections([subscriber, publisher]),
  };
}

import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RuntimeConfig } from './runtime-config.js';
import { closeRedis, createRedisClient } from './redis.js';

/**
 * Where a process's caches are shared with its other replicas: one Redis client for the cached
 * values and a second connection for the messages replicas send each other (a subscribed
 * connection can do nothing else; its owner subscribes each time it is 'ready', reconnections
 * included). Undefined when embedded: one process, caches in its memory.
 */
export interface SharedCacheStore {
  client: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

export function createSharedCacheStore(
  config: RuntimeConfig,
  logger: Logger,
  /** Whose caches, for the log ('gateway'). */
  owner: string,
): SharedCacheStore | undefined {
  const client = createRedisClient(
    config,
    (error) => logger.warn({ err: error }, `${owner} cache redis error`),
    // A cache read waits for one reconnection at most, then the request reads through.
    { maxRetriesPerRequest: 1 },
  );
  if (!client) return undefined;
  // Its owner subscribes on every 'ready': ioredis's own resubscription after a reconnect leaves
  // its promise unhandled, and a close before Redis answers it rejected it (an unhandled
  // rejection at shutdown after an outage).
  const subscriber = client.duplicate({ autoResubscribe: false });
  subscriber.on('error', (error) =>
    logger.warn({ err: error }, `${owner} cache messages redis error`),
  );
  return {
    client,
    subscriber,
    async close() {
      await closeRedis(subscriber);
      await closeRedis(client);
    },
  };
}

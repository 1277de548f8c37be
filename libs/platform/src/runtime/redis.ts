import type { Redis, RedisOptions } from 'ioredis';
import { loadIoRedis } from '../events/load-on-demand.js';
import type { RuntimeConfig } from './runtime-config.js';
import { runtimeModeOf } from './runtime-mode.js';
import { settledWithin } from './settled-within.js';

/** The Redis this process uses in servers mode; undefined when embedded (there is none). */
export function redisUrlOf(config: RuntimeConfig): string | undefined {
  return runtimeModeOf(config) === 'servers' ? config.REDIS_URL : undefined;
}

/**
 * A Redis client for caches, limits and messages between replicas in servers mode; undefined
 * when embedded, where one process keeps them in its own memory. `onError` hears connection
 * errors (ioredis reconnects by itself).
 */
export function createRedisClient(
  config: RuntimeConfig,
  onError: (error: Error) => void,
  options: RedisOptions = {},
): Redis | undefined {
  const url = redisUrlOf(config);
  if (!url) return undefined;
  const client = new (loadIoRedis().Redis)(url, options);
  client.on('error', onError);
  return client;
}

/** How long a polite QUIT may take before the connection is simply dropped. */
const QUIT_BOUND_MS = 2_000;

/**
 * Closes a Redis connection politely, or at once when the server is gone or does not answer:
 * a QUIT left unanswered (seen on a busy server) must not hold the process's shutdown.
 */
export async function closeRedis(client: Redis | undefined): Promise<void> {
  if (!client) return;
  await settledWithin(client.quit(), QUIT_BOUND_MS);
  client.disconnect();
}

export interface RedisProbe {
  /** Resolves when Redis answers; rejects at once while it is unreachable. */
  ping(): Promise<void>;
  close(): void;
}

/**
 * Readiness's view of Redis (servers mode; undefined embedded): a connection that fails at once
 * rather than queueing while Redis is away, so `/ready` answers promptly.
 */
export function createRedisProbe(config: RuntimeConfig): RedisProbe | undefined {
  const redis = createRedisClient(config, () => undefined, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  if (!redis) return undefined;
  return {
    async ping() {
      if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
      await redis.ping();
    },
    close: () => redis.disconnect(),
  };
}

import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Listens on the Redis channel where gateway replicas tell each other to drop what they keep in
 * memory. `onMessage` gets each message; `onMissed` runs on every (re)connection and once the
 * subscription takes effect, since whatever was published while this replica was not listening
 * was missed. Returns the subscriber connection, for `closeConnections`.
 */
export function listenForInvalidations(options: {
  redis: Redis;
  channel: string;
  onMessage(message: string): void;
  onMissed(): void;
  logger: Logger;
  /** What the channel invalidates, for the log ('public read', 'personal read'). */
  what: string;
}): Redis {
  const { channel, onMessage, onMissed, logger, what } = options;
  const subscriber = options.redis.duplicate();
  subscriber.on('error', (error) =>
    logger.warn({ err: error }, `${what} invalidations redis error`),
  );
  subscriber.on('ready', onMissed);
  subscriber.on('message', (_channel, message: string) => onMessage(message));
  void subscriber
    .subscribe(channel)
    .then(onMissed, (error: unknown) =>
      logger.warn({ err: error }, `${what} invalidations not subscribed`),
    );
  return subscriber;
}

/** Closes Redis connections politely, or at once when the server is gone. */
export async function closeConnections(connections: Array<Redis | undefined>): Promise<void> {
  for (const connection of connections) {
    await connection?.quit().catch(() => connection.disconnect());
  }
}

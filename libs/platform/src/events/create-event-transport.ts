import { join } from 'node:path';
import type { Logger } from 'pino';
import type { BaseConfig } from '../config/config.js';
import type { ProcessMetrics } from '../metrics/process-metrics.js';
import { BullMqEventTransport } from './bullmq-event-transport.js';
import type { EventTransport } from './event-transport.js';
import { LocalEventTransport } from './local-event-transport.js';

/** The transport the configuration chooses: local sockets when embedded, else BullMQ on Redis. */
export function createEventTransport(
  config: Pick<BaseConfig, 'EMBEDDED_DIR' | 'REDIS_URL' | 'EVENTS_PREFIX'>,
  logger: Logger,
  metrics?: ProcessMetrics,
): EventTransport {
  if (config.EMBEDDED_DIR) {
    return new LocalEventTransport(join(config.EMBEDDED_DIR, 'events'), logger, metrics);
  }
  return new BullMqEventTransport(config.REDIS_URL, config.EVENTS_PREFIX, logger, metrics);
}

import { join } from 'node:path';
import type { Logger } from 'pino';
import { BullMqEventTransport } from '../events/bullmq-event-transport.js';
import type { EventTransport } from '../events/event-transport.js';
import { LocalEventTransport } from '../events/local-event-transport.js';
import type { ProcessMetrics } from '../metrics/process-metrics.js';
import type { RuntimeConfig } from './runtime-config.js';
import { embeddedDataDirectory } from './runtime-mode.js';

/** Local sockets in the data folder when embedded, else BullMQ on Redis. */
export function createEventTransport(
  config: RuntimeConfig,
  logger: Logger,
  metrics?: ProcessMetrics,
): EventTransport {
  const dataDirectory = embeddedDataDirectory(config);
  if (dataDirectory) return new LocalEventTransport(join(dataDirectory, 'events'), logger, metrics);
  return new BullMqEventTransport(config.REDIS_URL, config.EVENTS_PREFIX, logger, metrics);
}

import { observeBullMqQueues } from '../metrics/queue-metrics.js';
import type { ProcessMetrics } from '../metrics/process-metrics.js';
import type { RuntimeConfig } from './runtime-config.js';
import { runtimeModeOf } from './runtime-mode.js';

/** The depth of the queues this process consumes, in its metrics (servers mode only). */
export function observeQueues(
  metrics: ProcessMetrics,
  config: RuntimeConfig,
  queueNames: readonly string[],
): { close(): Promise<void> } {
  // Embedded, events wait in the outboxes and jobs in memory: there are no queues to read.
  if (runtimeModeOf(config) === 'embedded') return { close: async () => undefined };
  return observeBullMqQueues(metrics, config.REDIS_URL, config.EVENTS_PREFIX, queueNames);
}

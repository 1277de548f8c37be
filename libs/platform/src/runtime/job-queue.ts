import {
  createBullMqJobQueue,
  type JobQueue,
  type JobQueueOptions,
  MemoryJobQueue,
} from '../jobs/job-queue.js';
import type { RuntimeConfig } from './runtime-config.js';
import { runtimeModeOf } from './runtime-mode.js';

/** In memory when embedded, else BullMQ on Redis. */
export async function createJobQueue<T>(
  config: RuntimeConfig,
  options: JobQueueOptions<T>,
): Promise<JobQueue<T>> {
  if (runtimeModeOf(config) === 'embedded') return new MemoryJobQueue(options);
  return createBullMqJobQueue(config.REDIS_URL, config.EVENTS_PREFIX, options);
}

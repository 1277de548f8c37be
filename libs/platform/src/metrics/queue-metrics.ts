import { Gauge } from 'prom-client';
import { redisConnectionOptions } from '../events/bullmq-event-transport.js';
import { loadBullMq } from '../events/load-on-demand.js';
import type { ProcessMetrics } from './process-metrics.js';

/** The job states an operator watches: backlog (waiting, delayed), work (active), failures. */
const OBSERVED_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * `distill_queue_jobs{queue,state}`: job counts of the BullMQ queues this process consumes, read
 * from Redis at scrape time. Each queue is observed by its consumer only, so a dashboard sums
 * over processes without counting a queue twice per service.
 */
export function observeBullMqQueues(
  metrics: ProcessMetrics,
  redisUrl: string,
  prefix: string,
  queueNames: readonly string[],
): { close(): Promise<void> } {
  const { Queue } = loadBullMq();
  const queues = queueNames.map(
    (name) =>
      new Queue(name, {
        // Scrapes must not hang while Redis is down: fail fast and report nothing for the queue.
        connection: { ...redisConnectionOptions(redisUrl), enableOfflineQueue: false },
        prefix,
      }),
  );
  for (const queue of queues) queue.on('error', () => undefined);
  new Gauge({
    name: 'distill_queue_jobs',
    help: 'Jobs in each BullMQ queue this process consumes, by state',
    labelNames: ['queue', 'state'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      await Promise.all(
        queues.map(async (queue) => {
          const counts = await queue.getJobCounts(...OBSERVED_STATES).catch(() => undefined);
          if (!counts) return;
          for (const state of OBSERVED_STATES)
            this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }),
      );
    },
  });
  return { close: async () => void (await Promise.all(queues.map((queue) => queue.close()))) };
}

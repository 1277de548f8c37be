import type { OnApplicationShutdown } from '@nestjs/common';
import type { ConnectionOptions, JobsOptions, Queue, Worker } from 'bullmq';
import { eventQueueName, type ConsumerService, type EventEnvelope } from '@distill/contracts';
import type { Logger } from 'pino';
import type { ProcessMetrics } from '../metrics/process-metrics.js';
import type { EnvelopeHandler, EventTransport } from './event-transport.js';
import { loadBullMq } from './load-on-demand.js';

/** Retry policy for every event job, kept in one place. Failed jobs stay for inspection. */
export const EVENT_JOB_OPTIONS: JobsOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  removeOnFail: false,
};

/** How long the relay waits for Redis to accept one event before leaving it in the outbox. */
const PUBLISH_TIMEOUT_MS = 5_000;

/** BullMQ connection options from a `redis://` or `rediss://` URL. */
export function redisConnectionOptions(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}

/** Connection options for a BullMQ producer (fails fast) or worker (waits for Redis). */
export function bullMqConnectionOptions(
  redisUrl: string,
  purpose: 'producer' | 'worker',
): ConnectionOptions {
  return {
    ...redisConnectionOptions(redisUrl), // A producer must fail fast while Redis is down, so the outbox row stays pending and the
    // relay retries; a worker waits for Redis to come back, as BullMQ requires.
    ...(purpose === 'producer'
      ? { enableOfflineQueue: false, maxRetriesPerRequest: 1 }
      : { maxRetriesPerRequest: null }),
  };
}

export class BullMqEventTransport implements EventTransport, OnApplicationShutdown {
  private readonly queues = new Map<ConsumerService, Queue>();
  private readonly workers: Worker[] = [];

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly logger: Logger,
    private readonly metrics?: ProcessMetrics,
  ) {}

  async publish(consumer: ConsumerService, envelope: EventEnvelope): Promise<void> {
    // The event id is the job id: a relay retry after a partial failure cannot enqueue twice.
    const added = this.queueFor(consumer).add(envelope.type, envelope, {
      ...EVENT_JOB_OPTIONS,
      jobId: envelope.id,
    });
    // While Redis is unreachable BullMQ waits for a connection; give up so the row stays pending.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Redis did not accept the event in time')),
        PUBLISH_TIMEOUT_MS,
      );
    });
    added.catch(() => undefined);
    try {
      await Promise.race([added, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async consume(consumer: ConsumerService, handler: EnvelopeHandler): Promise<void> {
    const { Worker } = loadBullMq();
    const worker = new Worker<EventEnvelope>(
      eventQueueName(consumer),
      async (job) => handler(job.data),
      {
        connection: bullMqConnectionOptions(this.redisUrl, 'worker'),
        prefix: this.prefix,
        concurrency: 4,
      },
    );
    const queue = eventQueueName(consumer);
    worker.on('completed', () => this.metrics?.eventJobs.inc({ queue, outcome: 'completed' }));
    worker.on('failed', (job, error) => {
      this.metrics?.eventJobs.inc({ queue, outcome: 'failed' });
      this.logger.warn(
        { eventId: job?.id, eventType: job?.name, attempt: job?.attemptsMade, err: error },
        'event handler failed',
      );
    });
    worker.on('error', (error) => this.logger.warn({ err: error }, 'event worker error'));
    this.workers.push(worker);
    await worker.waitUntilReady();
  }

  /** Producers that never start the inbox server still hold queue connections: close them. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.workers.length = 0;
    this.queues.clear();
  }

  private queueFor(consumer: ConsumerService): Queue {
    let queue = this.queues.get(consumer);
    if (!queue) {
      const { Queue } = loadBullMq();
      queue = new Queue(eventQueueName(consumer), {
        connection: bullMqConnectionOptions(this.redisUrl, 'producer'),
        prefix: this.prefix,
      });
      // Connection errors surface as rejected `add` calls; the relay handles those.
      queue.on('error', () => undefined);
      this.queues.set(consumer, queue);
    }
    return queue;
  }
}

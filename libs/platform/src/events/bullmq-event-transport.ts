import type { OnApplicationShutdown } from '@nestjs/common';
import type { ConnectionOptions, JobsOptions, Queue, Worker } from 'bullmq';
import {
  eventQueueName,
  type ConsumerService,
  type EventEnvelope,
  type ServiceName,
} from '@distill/contracts';
import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { ProcessMetrics } from '../metrics/process-metrics.js';
import type { EnvelopeHandler, EventTransport } from './event-transport.js';
import { closeRedis } from '../runtime/redis.js';
import { settledWithin } from '../runtime/settled-within.js';
import { loadBullMq, loadIoRedis } from './load-on-demand.js';

/** Retry policy for every event job, kept in one place. Failed jobs stay for inspection. */
export const EVENT_JOB_OPTIONS: JobsOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  removeOnFail: false,
};

/** Job ids looked up per round trip when checking a queue for lost events. */
const LOOKUP_BATCH = 500;

/** How long the relay waits for Redis to accept one event before leaving it in the outbox. */
const REDIS_TIMEOUT_MS = 5_000;

/** How long a worker may take to finish its active jobs and close before it is disconnected. */
const WORKER_CLOSE_BOUND_MS = 10_000;

/**
 * Closes a BullMQ worker, letting its active jobs finish, within a bound. BullMQ's close waits
 * for its blocking connection's 'end' event, which ioredis never emits for a connection caught
 * between reconnection attempts (taskforcesh/bullmq#4065, #4656; seen here under load): past
 * the bound the worker's connections are dropped, and its unfinished jobs go back to the queue
 * when their locks expire, as after a crash.
 */
export async function closeWorker(worker: Worker, logger: Logger, what: string): Promise<void> {
  const closing = worker.close().catch((error: unknown) => {
    logger.warn({ err: error }, `${what} worker closed with an error`);
  });
  if (await settledWithin(closing, WORKER_CLOSE_BOUND_MS)) return;
  logger.warn(
    `${what} worker did not close within ${WORKER_CLOSE_BOUND_MS / 1000} s; dropping its connections`,
  );
  await settledWithin(worker.disconnect(), 1_000);
  // The stuck close never reaches its step that stops lock renewal, whose timer re-arms itself
  // every few seconds and would keep the process alive: stop it as that step would.
  await (worker as unknown as { lockManager?: { close(): Promise<void> } }).lockManager?.close();
}

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
    ...redisConnectionOptions(redisUrl),
    // A producer must fail fast while Redis is down, so the outbox row stays pending and the
    // relay retries; a worker waits for Redis to come back, as BullMQ requires.
    ...(purpose === 'producer'
      ? { enableOfflineQueue: false, maxRetriesPerRequest: 1 }
      : { maxRetriesPerRequest: null }),
  };
}

/** While Redis is unreachable BullMQ waits for a connection: give up, so the row stays pending. */
async function inTime<T>(work: Promise<T>, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), REDIS_TIMEOUT_MS);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export class BullMqEventTransport implements EventTransport, OnApplicationShutdown {
  private readonly queues = new Map<ConsumerService, Queue>();
  private readonly workers: Worker[] = [];
  private lookups: Redis | undefined;

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
    await inTime(added, 'Redis did not accept the event in time');
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

  /**
   * Each producer keeps a marker key beside each consumer queue: Redis loses it with the queue's
   * jobs when it restarts without persistence (or is flushed). A missing marker means "check":
   * every event the producer still counts as sent is looked up by its job id (the event id;
   * completed jobs are kept for a week), and those gone are reported lost.
   */
  async lostEvents(
    producer: ServiceName,
    consumer: ConsumerService,
    eventIds: () => Promise<string[]>,
  ): Promise<string[]> {
    const queue = this.queueFor(consumer);
    const redis = await this.lookupClient();
    const markerSet = await redis.set(queue.toKey(`sent-by:${producer}`), '1', 'NX');
    if (markerSet === null) return [];
    const ids = await eventIds();
    const lost: string[] = [];
    for (let start = 0; start < ids.length; start += LOOKUP_BATCH) {
      const batch = ids.slice(start, start + LOOKUP_BATCH);
      const pipeline = redis.pipeline();
      for (const id of batch) pipeline.exists(queue.toKey(id));
      const answers = (await pipeline.exec()) ?? [];
      answers.forEach(([error, exists]: [Error | null, unknown], index: number) => {
        if (error) throw error;
        if (exists === 0) lost.push(batch[index]!);
      });
    }
    if (lost.length > 0) {
      // The same check sees a Redis that restarted empty or was flushed, and a stack started on
      // databases that earlier ran with another EVENTS_PREFIX: name both, so an operator starting
      // a fresh prefix on purpose is not sent looking for a Redis fault.
      this.logger.warn(
        { consumer, lost: lost.length, prefix: this.prefix },
        'event queue does not hold events already sent to it (Redis restarted empty or was flushed, or EVENTS_PREFIX changed); relaying them again',
      );
    }
    return lost;
  }

  /** Producers that never start the inbox server still hold queue connections: close them. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  async close(): Promise<void> {
    await Promise.all(
      this.workers.map((worker) => closeWorker(worker, this.logger, `${worker.name} event`)),
    );
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await closeRedis(this.lookups);
    this.lookups = undefined;
    this.workers.length = 0;
    this.queues.clear();
  }

  /** Fails fast while Redis is unreachable (no offline queue), like the producers' queues. */
  private async lookupClient(): Promise<Redis> {
    if (!this.lookups) {
      const { Redis } = loadIoRedis();
      this.lookups = new Redis({
        ...(bullMqConnectionOptions(this.redisUrl, 'producer') as RedisOptions),
        lazyConnect: true,
      });
      this.lookups.on('error', () => undefined); // each lookup's own rejection reports it
    }
    // Connected once, ioredis reconnects by itself after an outage.
    if (this.lookups.status === 'wait') {
      await inTime(this.lookups.connect(), 'Redis did not answer in time');
    }
    return this.lookups;
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

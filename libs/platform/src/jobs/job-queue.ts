import type { JobsOptions } from 'bullmq';
import type { Logger } from 'pino';
import { bullMqConnectionOptions, closeWorker } from '../events/bullmq-event-transport.js';
import { loadBullMq } from '../events/load-on-demand.js';

export interface Job<T> {
  name: string;
  data: T;
  /** 1 on the first run, 2 on the first retry…: a handler can tell its last attempt. */
  attempt: number;
}

/** A service's background work: named jobs with ids (a repeated id is a no-op) and retries. */
export interface JobQueue<T> {
  add(name: string, data: T, options: { jobId: string; delay?: number }): Promise<void>;
  /**
   * Runs `name` every `everyMs`: one BullMQ job scheduler shared by every process on the queue
   * (adding it again replaces it), or a timer in this process when embedded.
   */
  repeat(name: string, data: T, everyMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface JobQueueOptions<T> {
  name: string;
  handler: (job: Job<T>) => Promise<void>;
  /** Attempts and the first backoff delay (exponential), as BullMQ's JobsOptions. */
  retry: Pick<JobsOptions, 'attempts' | 'backoff' | 'removeOnComplete' | 'removeOnFail'>;
  concurrency: number;
  logger: Logger;
}

/** The servers mode's queue: BullMQ on Redis, jobs kept there across restarts. */
export async function createBullMqJobQueue<T>(
  redisUrl: string,
  prefix: string,
  options: JobQueueOptions<T>,
): Promise<JobQueue<T>> {
  const { Queue, Worker } = loadBullMq();
  const queue = new Queue(options.name, {
    connection: bullMqConnectionOptions(redisUrl, 'producer'),
    prefix,
  });
  queue.on('error', (error) => options.logger.warn({ err: error }, `${options.name} queue error`));
  const worker = new Worker(
    options.name,
    (job) =>
      options.handler({ name: job.name, data: job.data as T, attempt: job.attemptsMade + 1 }),
    {
      connection: bullMqConnectionOptions(redisUrl, 'worker'),
      prefix,
      concurrency: options.concurrency,
    },
  );
  worker.on('failed', (job, error) =>
    options.logger.warn(
      { jobId: job?.id, attempt: job?.attemptsMade, err: error },
      `${options.name} job failed`,
    ),
  );
  worker.on('error', (error) =>
    options.logger.warn({ err: error }, `${options.name} worker error`),
  );
  await worker.waitUntilReady();
  return {
    async add(name, data, { jobId, delay }) {
      await queue.add(name, data, { ...options.retry, jobId, delay });
    },
    async repeat(name, data, everyMs) {
      await queue.upsertJobScheduler(
        name,
        { every: everyMs },
        { name, data, opts: { ...options.retry, removeOnComplete: true, removeOnFail: 100 } },
      );
    },
    async close() {
      await closeWorker(worker, options.logger, options.name);
      await queue.close();
    },
  };
}

/**
 * The embedded mode's queue: the same ids, attempts and exponential backoff, in this process.
 * Jobs do not survive a restart; the services re-queue what their own tables hold as pending
 * at start (billing's stored Stripe events), as they do after a Redis outage.
 */
export class MemoryJobQueue<T> implements JobQueue<T> {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly repeats = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly attempts: number;
  private readonly firstDelayMs: number;
  private closed = false;

  constructor(private readonly options: JobQueueOptions<T>) {
    const { attempts, backoff } = options.retry;
    this.attempts = attempts ?? 1;
    this.firstDelayMs = typeof backoff === 'object' ? (backoff.delay ?? 0) : (backoff ?? 0);
  }

  async add(name: string, data: T, { jobId, delay = 0 }: { jobId: string; delay?: number }) {
    if (this.closed || this.timers.has(jobId)) return;
    this.schedule(jobId, { name, data }, delay, 1);
  }

  async repeat(name: string, data: T, everyMs: number): Promise<void> {
    if (this.closed) return;
    // One id for every run: a run still going when the next is due is not doubled.
    const timer = setInterval(() => void this.add(name, data, { jobId: name }), everyMs);
    timer.unref();
    this.repeats.add(timer);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.repeats) clearInterval(timer);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running);
  }

  private schedule(
    jobId: string,
    job: Omit<Job<T>, 'attempt'>,
    delay: number,
    attempt: number,
  ): void {
    const timer = setTimeout(() => {
      const run = this.options
        .handler({ ...job, attempt })
        .then(() => void this.timers.delete(jobId))
        .catch((error: unknown) => {
          this.options.logger.warn(
            { jobId, attempt, err: error },
            `${this.options.name} job failed`,
          );
          if (attempt >= this.attempts || this.closed) return void this.timers.delete(jobId);
          this.schedule(jobId, job, this.firstDelayMs * 2 ** (attempt - 1), attempt + 1);
        })
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }, delay);
    timer.unref();
    this.timers.set(jobId, timer);
  }
}

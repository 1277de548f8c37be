import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { DataSource, IsNull } from 'typeorm';
import { JobQueues } from '@distill/contracts';
import {
  bullMqConnectionOptions,
  EVENT_JOB_OPTIONS,
  PLATFORM_OPTIONS,
  type PlatformRuntime,
} from '@distill/platform';
import type { BillingConfig } from '../config.js';
import { StripeEvent } from './stripe-event.entity.js';
import { StripeEventProcessor } from './stripe-event.processor.js';

type BillingJob =
  | { name: 'stripe-event'; data: { eventId: string } }
  | { name: 'access-recheck'; data: { userId: string } };

/**
 * Billing's background work on one BullMQ queue: applying stored Stripe events (job id derived
 * from the event id, so a repeat cannot queue it twice) and re-checking a member when a grace
 * period ends. Retries with backoff; failed jobs stay in Redis for inspection.
 */
@Injectable()
export class BillingJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private queue: Queue | undefined;
  private worker: Worker | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly processor: StripeEventProcessor,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<BillingConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { REDIS_URL, EVENTS_PREFIX } = this.runtime.config;
    this.queue = new Queue(JobQueues.BillingStripeEvents, {
      connection: bullMqConnectionOptions(REDIS_URL, 'producer'),
      prefix: EVENTS_PREFIX,
    });
    this.queue.on('error', (error) =>
      this.runtime.logger.warn({ err: error }, 'billing queue error'),
    );
    this.worker = new Worker(
      JobQueues.BillingStripeEvents,
      (job) => this.run({ name: job.name, data: job.data } as BillingJob),
      {
        connection: bullMqConnectionOptions(REDIS_URL, 'worker'),
        prefix: EVENTS_PREFIX,
        concurrency: 8,
      },
    );
    this.worker.on('failed', (job, error) =>
      this.runtime.logger.warn(
        { jobId: job?.id, attempt: job?.attemptsMade, err: error },
        'billing job failed; it will be retried',
      ),
    );
    this.worker.on('error', (error) =>
      this.runtime.logger.warn({ err: error }, 'billing worker error'),
    );
    await this.worker.waitUntilReady();
    await this.requeuePending();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
  }

  /** Queues a stored event; adding one already queued is a no-op (same job id). */
  async enqueueEvent(eventId: string): Promise<void> {
    await this.queue!.add(
      'stripe-event',
      { eventId },
      { ...EVENT_JOB_OPTIONS, jobId: `stripe-event-${eventId}` },
    );
  }

  /** Events stored while Redis was unreachable are queued again at start. */
  private async requeuePending(): Promise<void> {
    const pending = await this.dataSource.getRepository(StripeEvent).find({
      select: { id: true },
      where: { processedAt: IsNull() },
      order: { receivedAt: 'ASC' },
    });
    for (const { id } of pending) await this.enqueueEvent(id);
  }

  private async run(job: BillingJob): Promise<void> {
    if (job.name === 'stripe-event') {
      const outcome = await this.processor.process(job.data.eventId);
      if (outcome.userId) await this.scheduleRecheck(outcome.userId, outcome.nextChangeAt);
      return;
    }
    const next = await this.processor.recheck(job.data.userId);
    await this.scheduleRecheck(job.data.userId, next);
  }

  private async scheduleRecheck(userId: string, at: Date | null): Promise<void> {
    if (!at) return;
    await this.queue!.add(
      'access-recheck',
      { userId },
      {
        ...EVENT_JOB_OPTIONS,
        jobId: `access-recheck-${userId}-${at.getTime()}`,
        delay: Math.max(0, at.getTime() - Date.now()),
      },
    );
  }
}

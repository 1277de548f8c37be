import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { JobQueues } from '@distill/contracts';
import {
  Clock,
  createJobQueue,
  currentCorrelationId,
  EVENT_JOB_OPTIONS,
  type JobQueue,
  PLATFORM_OPTIONS,
  type PlatformRuntime,
  ProcessMetrics,
  runWithCorrelationId,
} from '@distill/platform';
import { pruneErasedInvoices } from '../account-erasure/erased-invoices.js';
import type { BillingConfig } from '../config.js';
import { endingGrants } from '../complimentary/ending-grants.js';
import { runningBillingTrials } from '../trials/running-billing-trials.js';
import { trialEndingNoticeAt, TrialEndingNotices } from '../trials/trial-ending-notices.js';
import { StripeEvent } from './stripe-event.entity.js';
import { StripeEventProcessor } from './stripe-event.processor.js';
import { reportStripeEvent } from './stripe-event-outcome.js';

type BillingJob =
  | {
      name: 'stripe-event';
      /** `correlationId`: the webhook request's, so its log lines and the job's read as one. */
      data: { eventId: string; eventType: string; correlationId?: string };
    }
  | { name: 'access-recheck'; data: { userId: string } }
  | { name: 'trial-ending-notice'; data: { userId: string } };

/** How often the trials billing granted and the grants with an end are swept, besides at start. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Billing's background work on one job queue (BullMQ, or in memory when embedded): applying stored Stripe events (job id derived
 * from the event id, so a repeat cannot queue it twice), re-checking a member when a grace
 * period, a trial billing granted or a complimentary grant ends, and the notice three days before such a trial ends.
 * Retries with backoff; with BullMQ failed jobs stay in Redis for inspection. A sweep at start
 * and every hour ends any billing trial or complimentary grant whose end has passed and gives
 * any notice that is due, so a lost job or a restart never leaves either running or a member
 * uninformed.
 */
@Injectable()
export class BillingJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private queue: JobQueue<BillingJob['data']> | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly processor: StripeEventProcessor,
    private readonly trialNotices: TrialEndingNotices,
    private readonly metrics: ProcessMetrics,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<BillingConfig>,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.queue = await createJobQueue(this.runtime.config, {
      name: JobQueues.BillingStripeEvents,
      handler: (job) => this.run(job as BillingJob),
      retry: EVENT_JOB_OPTIONS,
      concurrency: 8,
      logger: this.runtime.logger,
    });
    await this.requeuePending();
    await this.sweep();
    this.sweepTimer = setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.runtime.logger.warn({ err: error }, 'Billing sweep failed'),
      );
    }, SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.queue?.close();
  }

  /** The trials' and the complimentary grants' sweep, and accounting's expired invoice rows. */
  async sweep(): Promise<void> {
    await this.sweepTrials();
    await this.sweepGrants();
    await pruneErasedInvoices(this.dataSource, this.clock.now());
  }

  /**
   * Ends the complimentary grants whose end has passed and schedules the rest, so a lost job or a
   * restart never leaves one giving Premium past its date.
   */
  async sweepGrants(): Promise<void> {
    const now = this.clock.now();
    for (const { userId, endsAt } of await endingGrants(this.dataSource)) {
      if (endsAt <= now) await this.processor.recheck(userId);
      else await this.scheduleRecheck(userId, endsAt);
    }
  }

  /**
   * Ends the billing trials whose end has passed, gives the ending notices that are due, and
   * schedules the rest.
   */
  async sweepTrials(): Promise<void> {
    const now = this.clock.now();
    for (const { userId, endsAt, endingNoticeGiven } of await runningBillingTrials(
      this.dataSource,
    )) {
      if (endsAt <= now) {
        await this.processor.recheck(userId);
        continue;
      }
      await this.scheduleRecheck(userId, endsAt);
      if (endingNoticeGiven) continue;
      const noticeAt = trialEndingNoticeAt(endsAt);
      if (noticeAt <= now) await this.trialNotices.give(userId);
      else await this.scheduleTrialEndingNotice(userId, endsAt);
    }
  }

  /** Queues a stored event; adding one already queued is a no-op (same job id). */
  async enqueueEvent(eventId: string, eventType: string): Promise<void> {
    const correlationId = currentCorrelationId() ?? undefined;
    await this.queue!.add(
      'stripe-event',
      { eventId, eventType, correlationId },
      { jobId: `stripe-event-${eventId}` },
    );
  }

  /** Events stored while the queue was unreachable (or before a restart) are queued at start. */
  private async requeuePending(): Promise<void> {
    const pending = await this.dataSource.getRepository(StripeEvent).find({
      select: { id: true, type: true },
      where: { processedAt: IsNull() },
      order: { receivedAt: 'ASC' },
    });
    for (const { id, type } of pending) await this.enqueueEvent(id, type);
  }

  private async run(job: BillingJob): Promise<void> {
    if (job.name === 'stripe-event') {
      const { correlationId = randomUUID() } = job.data;
      return runWithCorrelationId(correlationId, () => this.applyStripeEvent(job.data));
    }
    if (job.name === 'trial-ending-notice') return this.trialNotices.give(job.data.userId);
    const next = await this.processor.recheck(job.data.userId);
    await this.scheduleRecheck(job.data.userId, next);
  }

  private async applyStripeEvent({
    eventId,
    eventType,
  }: {
    eventId: string;
    eventType: string;
  }): Promise<void> {
    const report = (outcome: 'processed' | 'failed', err?: unknown) =>
      reportStripeEvent(this.runtime.logger, this.metrics, { eventId, eventType, outcome, err });
    let outcome;
    try {
      outcome = await this.processor.process(eventId);
    } catch (error) {
      report('failed', error);
      throw error;
    }
    report('processed');
    if (outcome.userId) await this.scheduleRecheck(outcome.userId, outcome.nextChangeAt);
  }

  /** Re-checks the member's access at `at` (a grace period or billing trial ending). */
  async scheduleRecheck(userId: string, at: Date | null): Promise<void> {
    if (at) await this.schedule('access-recheck', userId, at);
  }

  /** The notice three days before the end of a trial billing granted (ending at `endsAt`). */
  async scheduleTrialEndingNotice(userId: string, endsAt: Date): Promise<void> {
    await this.schedule('trial-ending-notice', userId, trialEndingNoticeAt(endsAt));
  }

  private async schedule(
    name: 'access-recheck' | 'trial-ending-notice',
    userId: string,
    at: Date,
  ): Promise<void> {
    await this.queue!.add(
      name,
      { userId },
      {
        // One job per member and moment: scheduling the same one again (the sweep) is a no-op.
        jobId: `${name}-${userId}-${at.getTime()}`,
        delay: Math.max(0, at.getTime() - this.clock.now().getTime()),
      },
    );
  }
}

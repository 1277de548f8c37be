import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { JobQueues } from '@distill/contracts';
import {
  createJobQueue,
  type JobQueue,
  PLATFORM_OPTIONS,
  type PlatformRuntime,
} from '@distill/platform';
import type { ReadingConfig } from '../config.js';
import { ReviewEmailsService } from './review-emails.service.js';

/**
 * Looks for members whose time came every REVIEW_EMAIL_TICK_SECONDS: one BullMQ job scheduler
 * shared by every reading process with Redis, a timer in this process when embedded. Two ticks
 * at once are harmless (see ReviewEmailsService.sendDue).
 */
@Injectable()
export class ReviewEmailScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private queue: JobQueue<null> | undefined;

  constructor(
    private readonly reviewEmails: ReviewEmailsService,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<ReadingConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const seconds = this.runtime.config.REVIEW_EMAIL_TICK_SECONDS;
    if (seconds === 0) return;
    this.queue = await createJobQueue<null>(this.runtime.config, {
      name: JobQueues.ReadingReviewEmails,
      handler: async () => void (await this.reviewEmails.sendDue(new Date())),
      retry: { attempts: 1, removeOnComplete: true, removeOnFail: 100 },
      concurrency: 1,
      logger: this.runtime.logger,
    });
    await this.queue.repeat('review-emails-tick', null, seconds * 1000);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close();
  }
}

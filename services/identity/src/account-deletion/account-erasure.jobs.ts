import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { AccountDeletionService } from './account-deletion.service.js';

/** How often accounts whose grace period ended are looked for, besides at start. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Erases the accounts whose grace period has passed, at start and every hour: a restart or a
 * failed erasure (the provider away) is picked up by the next sweep. Grace periods are days, so
 * an hour late is on time.
 */
@Injectable()
export class AccountErasureJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deletions: AccountDeletionService,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  onApplicationBootstrap(): void {
    const run = () =>
      this.sweep().catch((error: unknown) =>
        this.runtime.logger.warn({ err: error }, 'Account erasure sweep failed'),
      );
    void run();
    this.timer = setInterval(run, SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    await this.deletions.dropSentErasureEvents();
    return this.deletions.eraseDue();
  }
}

import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { startPeriodicSweep } from '../periodic-sweep.js';
import { AccountDeletionService } from './account-deletion.service.js';

/**
 * Erases the accounts whose grace period has passed, at start and every
 * `ACCOUNT_ERASURE_SWEEP_SECONDS`: a restart or a failed erasure (the provider away) is picked up
 * by the next sweep.
 */
@Injectable()
export class AccountErasureJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private stop: (() => void) | undefined;

  constructor(
    private readonly deletions: AccountDeletionService,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = startPeriodicSweep(
      this.runtime.logger,
      'Account erasure sweep failed',
      this.runtime.config.ACCOUNT_ERASURE_SWEEP_SECONDS,
      () => this.sweep(),
    );
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }

  async sweep(): Promise<number> {
    await this.deletions.dropSentErasureEvents();
    return this.deletions.eraseDue();
  }
}

import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { DataArchiveService } from './data-archive.service.js';

/** How often expired archives' bytes are dropped, besides at start. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Drops expired archives' bytes at start and every hour. The link already refuses an expired
 * archive by its date (`DataArchiveService.content`); this only frees the space, so an hour
 * late is on time.
 */
@Injectable()
export class DataArchiveJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly archives: DataArchiveService,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  onApplicationBootstrap(): void {
    const run = () =>
      this.archives
        .dropExpiredContent()
        .catch((error: unknown) =>
          this.runtime.logger.warn({ err: error }, 'Expired data archives sweep failed'),
        );
    void run();
    this.timer = setInterval(run, SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}

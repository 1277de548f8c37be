import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { startPeriodicSweep } from '../periodic-sweep.js';
import { DataArchiveService } from './data-archive.service.js';

/**
 * Drops expired archives' bytes at start and every hour. The link already refuses an expired
 * archive by its date (`DataArchiveService.content`); this only frees the space.
 */
/** Links expire by the day, so an hour late frees the space in time. */
const HOUR_SECONDS = 60 * 60;

@Injectable()
export class DataArchiveJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private stop: (() => void) | undefined;

  constructor(
    private readonly archives: DataArchiveService,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = startPeriodicSweep(
      this.runtime.logger,
      'Expired data archives sweep failed',
      HOUR_SECONDS,
      () => this.archives.dropExpiredContent(),
    );
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}

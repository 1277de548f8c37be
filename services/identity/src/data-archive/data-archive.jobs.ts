import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { startHourlySweep } from '../hourly-sweep.js';
import { DataArchiveService } from './data-archive.service.js';

/**
 * Drops expired archives' bytes at start and every hour. The link already refuses an expired
 * archive by its date (`DataArchiveService.content`); this only frees the space.
 */
@Injectable()
export class DataArchiveJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private stop: (() => void) | undefined;

  constructor(
    private readonly archives: DataArchiveService,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = startHourlySweep(this.runtime.logger, 'Expired data archives sweep failed', () =>
      this.archives.dropExpiredContent(),
    );
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}

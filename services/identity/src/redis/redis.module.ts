import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  closeRedis,
  createRedisClient,
  PLATFORM_OPTIONS,
  type PlatformRuntime,
} from '@distill/platform';

/**
 * Identity's own Redis client (rate limits, API key usage); keys live under
 * `${EVENTS_PREFIX}:identity:`. Embedded the runtime gives none (`client` undefined): the
 * counters are kept in this process's memory instead.
 */
@Injectable()
export class IdentityRedis implements OnApplicationShutdown {
  readonly client: Redis | undefined;
  readonly keyPrefix: string;

  constructor(@Inject(PLATFORM_OPTIONS) runtime: PlatformRuntime) {
    this.keyPrefix = `${runtime.config.EVENTS_PREFIX}:identity:`;
    this.client = createRedisClient(
      runtime.config,
      (error) => runtime.logger.warn({ err: error }, 'identity redis error'),
      { maxRetriesPerRequest: 2, lazyConnect: false },
    );
  }

  key(...parts: string[]): string {
    return this.keyPrefix + parts.join(':');
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.client);
  }
}

@Global()
@Module({ providers: [IdentityRedis], exports: [IdentityRedis] })
export class IdentityRedisModule {}

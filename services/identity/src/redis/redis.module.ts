import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';

/** Identity's own Redis client (sign-in rate limits); keys live under `${EVENTS_PREFIX}:identity:`. */
@Injectable()
export class IdentityRedis implements OnApplicationShutdown {
  readonly client: Redis;
  readonly keyPrefix: string;

  constructor(@Inject(PLATFORM_OPTIONS) runtime: PlatformRuntime) {
    this.keyPrefix = `${runtime.config.EVENTS_PREFIX}:identity:`;
    this.client = new Redis(runtime.config.REDIS_URL, {
      maxRetriesPerRequest: 2,
      lazyConnect: false,
    });
    this.client.on('error', (error) => runtime.logger.warn({ err: error }, 'identity redis error'));
  }

  key(...parts: string[]): string {
    return this.keyPrefix + parts.join(':');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

@Global()
@Module({ providers: [IdentityRedis], exports: [IdentityRedis] })
export class IdentityRedisModule {}

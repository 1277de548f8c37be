import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { loadIoRedis, PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';

/**
 * Identity's own Redis client (rate limits, API key usage); keys live under
 * `${EVENTS_PREFIX}:identity:`. Embedded there is none (`client` undefined): the counters are
 * kept in this process's memory instead.
 */
@Injectable()
export class IdentityRedis implements OnApplicationShutdown {
  readonly client: Redis | undefined;
  readonly keyPrefix: string;

  constructor(@Inject(PLATFORM_OPTIONS) runtime: PlatformRuntime) {
    this.keyPrefix = `${runtime.config.EVENTS_PREFIX}:identity:`;
    if (runtime.config.EMBEDDED_DIR) return;
    const { Redis } = loadIoRedis();
    const client = new Redis(runtime.config.REDIS_URL, {
      maxRetriesPerRequest: 2,
      lazyConnect: false,
    });
    client.on('error', (error) => runtime.logger.warn({ err: error }, 'identity redis error'));
    this.client = client;
  }

  key(...parts: string[]): string {
    return this.keyPrefix + parts.join(':');
  }

  async onApplicationShutdown(): Promise<void> {
    const client = this.client;
    await client?.quit().catch(() => client.disconnect());
  }
}

@Global()
@Module({ providers: [IdentityRedis], exports: [IdentityRedis] })
export class IdentityRedisModule {}

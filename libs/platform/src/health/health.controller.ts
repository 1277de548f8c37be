import { Controller, Get, Inject, type OnModuleDestroy } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  TypeOrmHealthIndicator,
  HealthIndicatorService,
} from '@nestjs/terminus';
import { Redis } from 'ioredis';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '../platform.options.js';
import { ShutdownState } from '../shutdown/graceful-shutdown.js';

/**
 * `/health`: the process is alive. `/ready`: it can reach its database and Redis, and it is not
 * shutting down (false from the first moment of SIGTERM).
 */
@Controller()
export class HealthController implements OnModuleDestroy {
  /** Undefined when embedded: there is no Redis to reach. */
  private readonly redis: Redis | undefined;

  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly shutdown: ShutdownState,
    @Inject(PLATFORM_OPTIONS) runtime: PlatformRuntime,
  ) {
    if (runtime.config.EMBEDDED_DIR) return;
    this.redis = new Redis(runtime.config.REDIS_URL, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    this.redis.on('error', () => undefined);
  }

  @Get('health')
  liveness(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  readiness() {
    return this.health.check([
      () => this.accepting(),
      () => this.database.pingCheck('database', { timeout: 2_000 }),
      ...(this.redis ? [() => this.pingRedis(this.redis!)] : []),
    ]);
  }

  async onModuleDestroy(): Promise<void> {
    this.redis?.disconnect();
  }

  private accepting() {
    const indicator = this.indicators.check('shutdown');
    return this.shutdown.draining ? indicator.down({ message: 'shutting down' }) : indicator.up();
  }

  private async pingRedis(redis: Redis) {
    const indicator = this.indicators.check('redis');
    try {
      if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
      await redis.ping();
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : 'unreachable' });
    }
  }
}

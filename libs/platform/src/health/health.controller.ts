import { Controller, Get, Inject, type OnModuleDestroy } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  TypeOrmHealthIndicator,
  HealthIndicatorService,
} from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '../platform.options.js';
import { createRedisProbe, type RedisProbe } from '../runtime/redis.js';
import { ShutdownState } from '../shutdown/graceful-shutdown.js';

/**
 * `/health`: the process is alive. `/ready`: it can reach its database and Redis, and it is not
 * shutting down (false from the first moment of SIGTERM); its `counts` say what the service
 * holds (applied migrations and the service's own counts).
 */
@Controller()
export class HealthController implements OnModuleDestroy {
  /** Undefined when embedded: there is no Redis to reach. */
  private readonly redis: RedisProbe | undefined;

  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly shutdown: ShutdownState,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime,
  ) {
    this.redis = createRedisProbe(runtime.config);
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
      () => this.counts(),
    ]);
  }

  async onModuleDestroy(): Promise<void> {
    this.redis?.close();
  }

  private accepting() {
    const indicator = this.indicators.check('shutdown');
    return this.shutdown.draining ? indicator.down({ message: 'shutting down' }) : indicator.up();
  }

  private async counts() {
    const indicator = this.indicators.check('counts');
    try {
      // Migrations run before the service listens: every row here is an applied one.
      const [{ count }] = (await this.dataSource.query(
        'SELECT count(*)::int AS count FROM schema_migrations',
      )) as Array<{ count: number }>;
      const own = (await this.runtime.readinessCounts?.(this.dataSource)) ?? {};
      return indicator.up({ migrations: count, ...own });
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : 'unreadable' });
    }
  }

  private async pingRedis(redis: RedisProbe) {
    const indicator = this.indicators.check('redis');
    try {
      await redis.ping();
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : 'unreachable' });
    }
  }
}

import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { eventQueueName } from '@distill/contracts';
import { PLATFORM_OPTIONS, subscriptionsOf, type PlatformRuntime } from '../platform.options.js';
import { ProcessMetrics } from './process-metrics.js';
import { observeQueues } from '../runtime/queue-metrics.js';

/** The pg pool behind TypeORM's PostgreSQL driver (its `master` pool). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * A service's state read at scrape time: outbox backlog and the age of its oldest unsent event,
 * the database pool, and the queues it consumes (its event queue and its job queues).
 */
@Injectable()
export class ServiceMetrics implements OnApplicationShutdown {
  private readonly queues: { close(): Promise<void> };

  constructor(
    metrics: ProcessMetrics,
    dataSource: DataSource,
    @Inject(PLATFORM_OPTIONS) runtime: PlatformRuntime,
  ) {
    const registers = [metrics.registry];
    new Gauge({
      name: 'distill_outbox_pending_events',
      help: 'Events committed to the outbox and not yet relayed to their queues',
      registers,
      async collect() {
        const [row] = await dataSource.query(
          'SELECT count(*)::int AS pending FROM outbox_event WHERE sent_at IS NULL',
        );
        this.set(row?.pending ?? 0);
      },
    });
    new Gauge({
      name: 'distill_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest event still waiting in the outbox (0 when none waits)',
      registers,
      async collect() {
        const [row] = await dataSource.query(
          'SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0)::float AS age FROM outbox_event WHERE sent_at IS NULL',
        );
        this.set(row?.age ?? 0);
      },
    });
    new Gauge({
      name: 'distill_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting = requests queued for one)',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    const consumed = subscriptionsOf(runtime).length > 0 ? [eventQueueName(runtime.service)] : [];
    this.queues = observeQueues(metrics, runtime.config, [
      ...consumed,
      ...(runtime.jobQueues ?? []),
    ]);
  }

  onApplicationShutdown(): Promise<void> {
    return this.queues.close();
  }
}

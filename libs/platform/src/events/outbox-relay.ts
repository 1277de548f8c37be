import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_CONSUMERS, type EventType } from '@distill/contracts';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '../platform.options.js';
import { EVENT_TRANSPORT, type EventTransport } from './event-transport.js';
import { OutboxEvent } from './outbox-event.entity.js';

const BATCH_SIZE = 100;

/**
 * Moves committed outbox rows to the consumers' queues, oldest first. A row is marked sent only
 * after every consumer queue accepted it; while Redis is unreachable rows simply wait.
 * Row locks with SKIP LOCKED let several replicas relay without sending a row twice at once.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Relays what is pending now; returns how many events were delivered. */
  relayPending(): Promise<number> {
    this.running ??= this.relayBatch().finally(() => (this.running = undefined));
    return this.running;
  }

  private schedule(): void {
    this.timer = setTimeout(async () => {
      try {
        await this.relayPending();
      } catch (error) {
        this.runtime.logger.warn({ err: error }, 'outbox relay failed; will retry');
      }
      if (this.timer) this.schedule();
    }, this.runtime.config.OUTBOX_POLL_INTERVAL_MS);
    this.timer.unref();
  }

  private async relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const pending = await manager
        .createQueryBuilder(OutboxEvent, 'event')
        .where('event.sentAt IS NULL')
        .orderBy('event.createdAt', 'ASC')
        .addOrderBy('event.id', 'ASC')
        .limit(BATCH_SIZE)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      let delivered = 0;
      for (const event of pending) {
        try {
          for (const consumer of EVENT_CONSUMERS[event.type as EventType] ?? []) {
            await this.transport.publish(consumer, event.envelope);
          }
        } catch (error) {
          // Keep order: stop at the first failure and try again on the next tick.
          await manager.update(OutboxEvent, event.id, {
            attempts: event.attempts + 1,
            lastError: error instanceof Error ? error.message : String(error),
          });
          this.runtime.logger.warn(
            { eventId: event.id, eventType: event.type, err: error },
            'event not relayed yet; it stays in the outbox',
          );
          break;
        }
        await manager.update(OutboxEvent, event.id, { sentAt: new Date(), lastError: null });
        delivered += 1;
      }
      return delivered;
    });
  }
}

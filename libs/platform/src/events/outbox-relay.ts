import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import {
  type ConsumerService,
  EVENT_CONSUMERS,
  eventsConsumedBy,
  type EventEnvelope,
  type EventType,
} from '@distill/contracts';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '../platform.options.js';
import { runtimeModeOf } from '../runtime/runtime-mode.js';
import { EVENT_TRANSPORT, type EventTransport } from './event-transport.js';
import { OUTBOX_CHANNEL } from './outbox-event.entity.js';

const BATCH_SIZE = 100;
/** How long a claimed row is left to its relay before another may take it again. */
const CLAIM_SECONDS = 30;
/** Pruning runs at most this often (it is a cheap indexed DELETE, but not worth every tick). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

interface ClaimedRow {
  id: string;
  type: string;
  envelope: EventEnvelope;
}

/**
 * Moves committed outbox rows to the consumers' queues, oldest first. It wakes on the NOTIFY
 * that every outbox insert sends at commit, and polls as a fallback (a missed notification, a
 * lost listener connection). Rows are claimed for a short lease in one statement and published
 * outside any transaction, so no database lock is held while Redis answers. A row is marked sent
 * only after every consumer queue accepted it; while Redis is unreachable rows simply wait.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** A wake-up arrived during a run: its rows may have committed after the claim. */
  private wokenWhileRunning = false;
  private listener: pg.Client | undefined;
  private stopped = false;
  /**
   * Embedded, each database serves one connection at a time (a pool of one): the relay keeps no
   * second, listening connection there and polls instead (npm start sets a short interval).
   */
  private readonly listens: boolean;
  private lastPrune = 0;
  /** The consumers this outbox has sent events to (read at start, then as it relays). */
  private readonly sentTo = new Set<ConsumerService>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime,
  ) {
    this.listens = runtimeModeOf(runtime.config) === 'servers';
  }

  async onApplicationBootstrap(): Promise<void> {
    const sentTypes = (await this.dataSource.query(
      'SELECT DISTINCT type FROM outbox_event WHERE sent_at IS NOT NULL',
    )) as Array<{ type: string }>;
    for (const { type } of sentTypes) this.noteSentTo(type);
    if (this.listens) await this.listen();
    this.schedule();
  }

  /**
   * Before any module closes (Nest runs every beforeApplicationShutdown first): the batch in
   * flight finishes while the database and the event queues are still open. Stopping in
   * onApplicationShutdown let the transport close its queues under a running batch, whose
   * publishes then waited out their timeouts one consumer after another (a close of 15 s+).
   */
  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Stops relaying: no new batch, no new row of the batch in flight (it stays pending). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    // A drain stops the relay before the app closes, which stops it again: end the listener once.
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.running;
  }

  /** Relays what is pending now; returns how many events were delivered. */
  relayPending(): Promise<number> {
    this.running ??= this.relayAll().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Deletes rows sent longer ago than OUTBOX_RETENTION_HOURS; returns how many. */
  async prune(): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM outbox_event WHERE sent_at < now() - make_interval(hours => $1)`,
      [this.runtime.config.OUTBOX_RETENTION_HOURS],
    )) as [unknown, number];
    this.lastPrune = Date.now();
    return deleted;
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    this.relayPending().catch((error: unknown) =>
      this.runtime.logger.warn({ err: error }, 'outbox relay failed; the poll retries'),
    );
  }

  /** A dedicated connection (LISTEN needs one session); if it drops, polling carries on alone. */
  private async listen(): Promise<void> {
    const { url } = this.dataSource.options as { url?: string };
    const client = new pg.Client({ connectionString: url });
    client.on('notification', () => this.wake());
    client.on('error', (error) => {
      this.runtime.logger.warn({ err: error }, 'outbox listener lost; relaying by polling');
      this.listener = undefined;
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      // Stopped while connecting: the stop did not see this connection, so it ends here.
      if (this.stopped) return void (await client.end());
      this.listener = client;
    } catch (error) {
      this.runtime.logger.warn({ err: error }, 'outbox listener unavailable; relaying by polling');
      await client.end().catch(() => undefined);
    }
  }

  private schedule(): void {
    this.timer = setTimeout(async () => {
      try {
        if (this.listens && !this.listener && !this.stopped) await this.listen();
        await this.relayPending();
        if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) await this.prune();
      } catch (error) {
        this.runtime.logger.warn({ err: error }, 'outbox relay failed; will retry');
      }
      if (this.timer) this.schedule();
    }, this.runtime.config.OUTBOX_POLL_INTERVAL_MS);
    this.timer.unref();
  }

  private noteSentTo(type: string): void {
    for (const consumer of EVENT_CONSUMERS[type as EventType] ?? []) this.sentTo.add(consumer);
  }

  /**
   * Acknowledged means kept: a row is marked sent once the consumer's queue accepted it, but a
   * Redis restarted without persistence comes back without its queues. Rows whose events a
   * queue lost (see EventTransport.lostEvents) become unsent again before any newer row is
   * relayed, so they go out again in their order; the consumers' inboxes drop those they had
   * already applied. The outbox stays the source of truth until the consumer's inbox commits.
   */
  private async resendLost(): Promise<void> {
    for (const consumer of this.sentTo) {
      const lost = await this.transport.lostEvents(this.runtime.service, consumer, async () => {
        const rows = (await this.dataSource.query(
          `SELECT id FROM outbox_event WHERE sent_at IS NOT NULL AND type = ANY($1::text[])`,
          [eventsConsumedBy(consumer)],
        )) as Array<{ id: string }>;
        return rows.map((row) => row.id);
      });
      if (lost.length === 0) continue;
      await this.dataSource.query(
        `UPDATE outbox_event SET sent_at = NULL, claimed_until = NULL WHERE id = ANY($1::uuid[])`,
        [lost],
      );
    }
  }

  private async relayAll(): Promise<number> {
    let delivered = 0;
    for (;;) {
      this.wokenWhileRunning = false;
      const batch = await this.relayBatch();
      delivered += batch.delivered;
      if (batch.failed || (!batch.full && !this.wokenWhileRunning)) return delivered;
    }
  }

  /**
   * Delivers the claimed rows in order to each of their consumers. A consumer that fails (down,
   * or still starting) is skipped for the rest of the batch, so it never gets an event before an
   * earlier one; the others go on, as they would with a queue each. A row is sent once every
   * consumer has it; until then it stays in the outbox and is delivered again (the consumers'
   * inboxes drop the repeats).
   */
  private async relayBatch(): Promise<{ delivered: number; full: boolean; failed: boolean }> {
    await this.resendLost();
    const claimed = await this.claim();
    const failing = new Set<ConsumerService>();
    let delivered = 0;
    for (const [index, row] of claimed.entries()) {
      if (this.stopped) {
        await this.release(claimed.slice(index).map((rest) => rest.id));
        return { delivered, full: false, failed: false };
      }
      let error: unknown;
      let complete = true;
      for (const consumer of EVENT_CONSUMERS[row.type as EventType] ?? []) {
        if (failing.has(consumer)) {
          complete = false;
          continue;
        }
        try {
          await this.transport.publish(consumer, row.envelope);
        } catch (failure) {
          failing.add(consumer);
          complete = false;
          error = failure;
        }
      }
      if (complete) {
        this.noteSentTo(row.type);
        await this.dataSource.query(
          `UPDATE outbox_event SET sent_at = now(), claimed_until = NULL, last_error = NULL
           WHERE id = $1`,
          [row.id],
        );
        delivered += 1;
      } else if (error !== undefined) {
        await this.dataSource.query(
          `UPDATE outbox_event SET attempts = attempts + 1, last_error = $2, claimed_until = NULL
           WHERE id = $1`,
          [row.id, error instanceof Error ? error.message : String(error)],
        );
        this.runtime.logger.warn(
          { eventId: row.id, eventType: row.type, err: error },
          'event not relayed yet; it stays in the outbox',
        );
      } else {
        await this.release([row.id]);
      }
    }
    return { delivered, full: claimed.length === BATCH_SIZE, failed: failing.size > 0 };
  }

  /**
   * One short statement: the oldest unsent rows nobody holds, leased to this relay. SKIP LOCKED
   * lets several replicas claim side by side without taking a row twice.
   */
  private async claim(): Promise<ClaimedRow[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE outbox_event SET claimed_until = now() + make_interval(secs => $1)
       WHERE id IN (
         SELECT id FROM outbox_event
         WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY created_at, id
         LIMIT $2
         FOR UPDATE SKIP LOCKED)
       RETURNING id, type, envelope, created_at`,
      [CLAIM_SECONDS, BATCH_SIZE],
    )) as [Array<ClaimedRow & { created_at: Date }>, number];
    // RETURNING keeps no order: restore the outbox's.
    return rows.sort(
      (a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id),
    );
  }

  private async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(
      `UPDATE outbox_event SET claimed_until = NULL WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }
}

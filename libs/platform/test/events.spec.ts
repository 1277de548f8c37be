import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import { Queue } from 'bullmq';
import { DataSource, In, IsNull } from 'typeorm';
import { eventQueueName, type EventEnvelope } from '@distill/contracts';
import {
  EventPublisher,
  InboxEventServer,
  OutboxEvent,
  OutboxRelay,
  PLATFORM_OPTIONS,
} from '../src/index.js';
import { createServiceApp } from '../src/bootstrap/bootstrap-service.js';
import { InboxEvent } from '../src/events/inbox-event.entity.js';
import { createTestDatabase, eventually } from '../src/testing/index.js';
import {
  AppliedEffect,
  failuresBeforeSuccess,
  FixtureModule,
  startFixtureProducer,
  summaryPayload,
  uniquePrefix,
} from './event-fixtures.js';
import { RedisProcess } from '../src/testing/redis-process.js';

describe('events: transactional outbox, relay and idempotent inbox', () => {
  let redis: RedisProcess;
  let producer: INestApplication;
  let consumer: INestApplication | undefined;
  const prefix = uniquePrefix();
  const databases: Array<{ drop: () => Promise<void> }> = [];
  let producerDatabaseUrl: string;

  beforeAll(async () => {
    redis = await RedisProcess.start();
    const database = await createTestDatabase('events_producer');
    databases.push(database);
    producerDatabaseUrl = database.url;
    producer = await startFixtureProducer({
      databaseUrl: database.url,
      redisUrl: redis.url,
      eventsPrefix: prefix,
    });
  });

  afterAll(async () => {
    await consumer?.close();
    await producer.close();
    await redis.kill();
    await Promise.all(databases.map((database) => database.drop()));
  });

  const publishInTransaction = (fail = false) =>
    producer.get(DataSource).transaction(async (manager) => {
      const envelope = await producer
        .get(EventPublisher)
        .publish(manager, 'catalog.summary.published', summaryPayload());
      if (fail) throw new Error('the change failed');
      return envelope;
    });

  it('orders events by when they were written, not by when their transaction began', async () => {
    // Two connections of their own (the producer's pool is not to be held up), and both
    // transactions roll back, so the relay never sees these rows.
    const [early, late] = [new pg.Client(producerDatabaseUrl), new pg.Client(producerDatabaseUrl)];
    await Promise.all([early.connect(), late.connect()]);
    const writtenAt = async (client: pg.Client) =>
      (
        await client.query<{ created_at: Date }>(
          `INSERT INTO outbox_event (id, type, envelope) VALUES ($1, 'test.order', '{}')
           RETURNING created_at`,
          [randomUUID()],
        )
      ).rows[0]!.created_at.getTime();
    try {
      // The transaction that begins first writes last, as one waiting on another's lock does.
      await early.query('BEGIN');
      await early.query('SELECT 1');
      await late.query('BEGIN');
      const lateWrite = await writtenAt(late);
      await late.query('ROLLBACK');
      const earlyWrite = await writtenAt(early);
      await early.query('ROLLBACK');
      expect(earlyWrite).toBeGreaterThan(lateWrite);
    } finally {
      await Promise.all([early.end(), late.end()]);
    }
  });

  it('writes no event when the transaction of the change rolls back', async () => {
    await expect(publishInTransaction(true)).rejects.toThrow('the change failed');
    expect(await producer.get(DataSource).getRepository(OutboxEvent).count()).toBe(0);
  });

  it('refuses to publish outside a transaction', async () => {
    await expect(
      producer
        .get(EventPublisher)
        .publish(
          producer.get(DataSource).manager,
          'catalog.summary.published',
          summaryPayload('x'),
        ),
    ).rejects.toThrow(/inside the transaction/);
  });

  it('loses no event published while Redis is down', async () => {
    await redis.kill();
    const envelope = await publishInTransaction();

    // The commit wakes the relay, which fails like this explicit run: the event stays.
    const relay = producer.get(OutboxRelay);
    expect(await relay.relayPending()).toBe(0);
    const pending = await producer
      .get(DataSource)
      .getRepository(OutboxEvent)
      .findOneByOrFail({ id: envelope.id });
    expect(pending.sentAt).toBeNull();
    expect(pending.claimedUntil).toBeNull();
    expect(pending.attempts).toBeGreaterThanOrEqual(1);
    expect(pending.lastError).toEqual(expect.any(String));

    await redis.restart();
    await eventually(async () => {
      await relay.relayPending();
      const row = await producer
        .get(DataSource)
        .getRepository(OutboxEvent)
        .findOneByOrFail({ id: envelope.id });
      return row.sentAt ? row : undefined;
    }, 30_000);
    const sent = await producer
      .get(DataSource)
      .getRepository(OutboxEvent)
      .findOneByOrFail({ id: envelope.id });
    expect(sent.sentAt).toBeInstanceOf(Date);

    // The consumer starts later and still receives the event from its queue.
    const database = await createTestDatabase('events_consumer');
    databases.push(database);
    consumer = await createServiceApp(
      FixtureModule.forRoot({
        service: 'reading',
        databaseUrl: database.url,
        redisUrl: redis.url,
        eventsPrefix: prefix,
        subscribesTo: ['catalog.summary.published'],
      }),
    );
    const effects = consumer.get(DataSource).getRepository(AppliedEffect);
    await eventually(async () => {
      const rows = await effects.findBy({ eventId: envelope.id });
      return rows.length === 1 ? rows : undefined;
    }, 30_000);
  });

  it('applies an event delivered twice exactly once', async () => {
    if (!consumer) throw new Error('the previous test starts the consumer');
    const envelope = await publishInTransaction();
    await producer.get(OutboxRelay).relayPending();
    const effects = consumer.get(DataSource).getRepository(AppliedEffect);
    await eventually(async () => {
      const count = await effects.countBy({ eventId: envelope.id });
      return count === 1 ? count : undefined;
    }, 30_000);

    // A second copy arrives as a separate job, as after a relay crash between enqueue and commit.
    const queue = new Queue<EventEnvelope>(eventQueueName('reading'), {
      connection: { url: redis.url },
      prefix,
    });
    const duplicate = await queue.add(envelope.type, envelope as EventEnvelope, {
      jobId: `${envelope.id}-copy`,
    });
    await eventually(async () => {
      const state = await duplicate.getState();
      return state === 'completed' ? state : undefined;
    }, 30_000);
    await queue.close();
    expect(await consumer.get(InboxEventServer).deliver(envelope as EventEnvelope)).toBe(false);

    expect(await effects.countBy({ eventId: envelope.id })).toBe(1);
    expect(
      await consumer.get(DataSource).getRepository(InboxEvent).countBy({ id: envelope.id }),
    ).toBe(1);
  });

  it('retries a failing handler and keeps neither its effect nor its inbox row from the failed attempt', async () => {
    if (!consumer) throw new Error('the previous test starts the consumer');
    failuresBeforeSuccess.remaining = 1;
    const envelope = await publishInTransaction();
    await producer.get(OutboxRelay).relayPending();
    const effects = consumer.get(DataSource).getRepository(AppliedEffect);
    await eventually(async () => {
      const count = await effects.countBy({ eventId: envelope.id });
      return count === 1 ? count : undefined;
    }, 30_000);
    expect(failuresBeforeSuccess.remaining).toBe(0);
    const queue = new Queue(eventQueueName('reading'), { connection: { url: redis.url }, prefix });
    // The effect commits before BullMQ records the attempt as completed.
    const job = await eventually(async () => {
      const current = await queue.getJob(envelope.id);
      return (await current?.getState()) === 'completed' ? current : undefined;
    });
    await queue.close();
    expect(job?.attemptsMade).toBe(2);
  });

  it('wakes on the commit: an event reaches its consumer long before the next poll', async () => {
    if (!consumer) throw new Error('an earlier test starts the consumer');
    // The fixtures poll every 60 s and nothing calls the relay here: only the NOTIFY can.
    const envelope = await publishInTransaction();
    const effects = consumer.get(DataSource).getRepository(AppliedEffect);
    await eventually(async () => {
      const count = await effects.countBy({ eventId: envelope.id });
      return count === 1 ? count : undefined;
    }, 30_000);
  });

  it('delivers once, in their order, the events a Redis restarted without persistence lost', async () => {
    if (!consumer) throw new Error('an earlier test starts the consumer');
    const consumerModule = FixtureModule.forRoot({
      service: 'reading',
      databaseUrl: consumer.get(PLATFORM_OPTIONS).databaseUrl,
      redisUrl: redis.url,
      eventsPrefix: prefix,
      subscribesTo: ['catalog.summary.published'],
    });
    const relay = producer.get(OutboxRelay);
    const outbox = producer.get(DataSource).getRepository(OutboxEvent);
    // One event the consumer has applied (its completed job is lost with the rest)...
    const applied = await publishInTransaction();
    await relay.relayPending();
    const appliedEffects = () =>
      consumer!.get(DataSource).getRepository(AppliedEffect).countBy({ eventId: applied.id });
    await eventually(async () => ((await appliedEffects()) === 1 ? true : undefined), 30_000);

    // ...and three edits of one summary, accepted by the queue while the consumer is down.
    await consumer.close();
    consumer = undefined;
    const summaryId = randomUUID();
    const edits: EventEnvelope[] = [];
    for (let edit = 0; edit < 3; edit += 1) {
      edits.push(
        await producer
          .get(DataSource)
          .transaction((manager) =>
            producer
              .get(EventPublisher)
              .publish(manager, 'catalog.summary.published', summaryPayload(summaryId)),
          ),
      );
    }
    await relay.relayPending();
    const sentIds = [applied.id, ...edits.map((edit) => edit.id)];
    expect(await outbox.countBy({ id: In(sentIds), sentAt: IsNull() })).toBe(0);

    // Redis restarts empty: every queued and completed job is gone.
    await redis.kill();
    await redis.restart();
    const queue = new Queue<EventEnvelope>(eventQueueName('reading'), {
      connection: { url: redis.url },
      prefix,
    });
    // The relay notices the loss and hands every lost event over again, oldest first (the
    // earlier tests' events too).
    const waiting = await eventually(async () => {
      await relay.relayPending().catch(() => undefined);
      const jobs = (await queue.getJobs(['wait'], 0, -1, true)).map((job) => job.id);
      return sentIds.every((id) => jobs.includes(id)) ? jobs : undefined;
    }, 30_000);
    await queue.close();
    expect(waiting.filter((id) => sentIds.includes(id!))).toEqual(sentIds);
    expect(await outbox.countBy({ id: In(sentIds), sentAt: IsNull() })).toBe(0);

    // The consumer comes back: each edit is applied once, the already-applied event not again.
    consumer = await createServiceApp(consumerModule);
    const effects = consumer.get(DataSource).getRepository(AppliedEffect);
    await eventually(async () =>
      (await effects.countBy({ eventId: In(edits.map((edit) => edit.id)) })) === 3
        ? true
        : undefined,
    );
    await eventually(async () =>
      (await consumer!
        .get(DataSource)
        .getRepository(InboxEvent)
        .countBy({ id: In(sentIds) })) === 4
        ? true
        : undefined,
    );
    expect(await appliedEffects()).toBe(1);
    for (const edit of edits) expect(await effects.countBy({ eventId: edit.id })).toBe(1);
  });

  it('prunes sent rows after the retention period and keeps the rest', async () => {
    const outbox = producer.get(DataSource).getRepository(OutboxEvent);
    const [old, recent, unsent] = [
      await publishInTransaction(),
      await publishInTransaction(),
      await publishInTransaction(),
    ];
    await eventually(async () =>
      (await outbox.countBy({ id: In([old.id, recent.id, unsent.id]), sentAt: IsNull() })) === 0
        ? true
        : undefined,
    );
    const retentionHours = producer.get(PLATFORM_OPTIONS).config.OUTBOX_RETENTION_HOURS;
    const longAgo = new Date(Date.now() - (retentionHours + 1) * 3600 * 1000);
    await outbox.update(old.id, { sentAt: longAgo });
    await outbox.update(unsent.id, { sentAt: null, createdAt: longAgo });

    expect(await producer.get(OutboxRelay).prune()).toBeGreaterThanOrEqual(1);
    expect(await outbox.existsBy({ id: old.id })).toBe(false);
    expect(await outbox.existsBy({ id: recent.id })).toBe(true);
    expect(await outbox.existsBy({ id: unsent.id })).toBe(true);
  });
});

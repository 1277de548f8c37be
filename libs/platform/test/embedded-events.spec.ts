import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventEnvelope } from '@distill/contracts';
import { EventPublisher, InboxEventServer, OutboxEvent, OutboxRelay } from '../src/index.js';
import { serveEmbeddedDatabase, type EmbeddedDatabase } from '../src/embedded.js';
import { InboxEvent } from '../src/events/inbox-event.entity.js';
import { createServiceApp } from '../src/bootstrap/bootstrap-service.js';
import { LocalEventTransport } from '../src/events/local-event-transport.js';
import { createLogger } from '../src/logging/logger.js';
import { eventually } from '../src/testing/index.js';
import {
  AppliedEffect,
  failuresBeforeSuccess,
  FixtureModule,
  startFixtureProducer,
  summaryPayload,
  uniquePrefix,
} from './event-fixtures.js';

/**
 * The embedded mode's events: the same outbox, relay and inbox as with Redis, on PGlite
 * databases (same migrations, pool of one), delivered over the local socket transport.
 */
describe('embedded events: PGlite databases and the local transport', () => {
  const directory = mkdtempSync(join(tmpdir(), 'distill-embedded-'));
  const prefix = uniquePrefix();
  let producerDatabase: EmbeddedDatabase;
  let consumerDatabase: EmbeddedDatabase;
  let producer: INestApplication;
  let consumer: INestApplication | undefined;
  // The gateway consumes the catalog's summary events too (its public read cache): the relay
  // fans each event out to both, so the gateway's end of the transport listens here and records.
  let gatewayTransport = new LocalEventTransport(
    join(directory, 'events'),
    createLogger('gateway', 'silent'),
  );
  const reachedGateway: string[] = [];

  const startConsumer = () =>
    createServiceApp(
      FixtureModule.forRoot({
        service: 'reading',
        databaseUrl: consumerDatabase.url,
        eventsPrefix: prefix,
        embeddedDir: directory,
        subscribesTo: ['catalog.summary.published'],
      }),
    );

  const publish = () =>
    producer
      .get(DataSource)
      .transaction((manager) =>
        producer
          .get(EventPublisher)
          .publish(manager, 'catalog.summary.published', summaryPayload()),
      );

  const outboxRow = (id: string) =>
    producer.get(DataSource).getRepository(OutboxEvent).findOneByOrFail({ id });

  beforeAll(async () => {
    await gatewayTransport.consume('gateway', async (envelope) => {
      reachedGateway.push(envelope.id);
    });
    producerDatabase = await serveEmbeddedDatabase(join(directory, 'catalog'));
    consumerDatabase = await serveEmbeddedDatabase(join(directory, 'reading'));
    producer = await startFixtureProducer({
      databaseUrl: producerDatabase.url,
      eventsPrefix: prefix,
      embeddedDir: directory,
    });
  });

  afterAll(async () => {
    await gatewayTransport.close();
    await consumer?.close();
    await producer.close();
    await producerDatabase.stop();
    await consumerDatabase.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('keeps an event in the outbox while its consumer is not running, then delivers it', async () => {
    const envelope = await publish();
    expect(await producer.get(OutboxRelay).relayPending()).toBe(0);
    const pending = await outboxRow(envelope.id);
    expect(pending.sentAt).toBeNull();
    expect(pending.attempts).toBe(1);
    expect(pending.lastError).toEqual(expect.any(String));

    consumer = await startConsumer();
    const effects = consumer.get(DataSource).getRepository(AppliedEffect);
    // A consumer that was not listening is tried again on the next relay pass.
    await eventually(async () => {
      await producer.get(OutboxRelay).relayPending();
      const rows = await effects.findBy({ eventId: envelope.id });
      return rows.length === 1 ? rows : undefined;
    }, 30_000);
    expect((await outboxRow(envelope.id)).sentAt).toBeInstanceOf(Date);
    expect(reachedGateway).toContain(envelope.id);
  });

  it('delivers events in the order they were published', async () => {
    if (!consumer) throw new Error('the previous test starts the consumer');
    const first = await publish();
    const second = await publish();
    expect(await producer.get(OutboxRelay).relayPending()).toBe(2);
    const inbox = await consumer
      .get(DataSource)
      .getRepository(InboxEvent)
      .find({ order: { processedAt: 'ASC' } });
    const ids = inbox.map((row) => row.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
  });

  it('applies an event delivered twice exactly once', async () => {
    if (!consumer) throw new Error('the first test starts the consumer');
    const envelope = await publish();
    expect(await producer.get(OutboxRelay).relayPending()).toBe(1);
    expect(await consumer.get(InboxEventServer).deliver(envelope as EventEnvelope)).toBe(false);
    const effects = consumer.get(DataSource).getRepository(AppliedEffect);
    expect(await effects.countBy({ eventId: envelope.id })).toBe(1);
  });

  it('retries a failing handler with backoff and keeps nothing of the failed attempt', async () => {
    if (!consumer) throw new Error('the first test starts the consumer');
    failuresBeforeSuccess.remaining = 1;
    const envelope = await publish();
    expect(await producer.get(OutboxRelay).relayPending()).toBe(0);
    const effects = consumer.get(DataSource).getRepository(AppliedEffect);
    expect(await effects.countBy({ eventId: envelope.id })).toBe(0);
    const failed = await outboxRow(envelope.id);
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/simulated failure/);
    // Within the backoff the relay does not even try.
    expect(await producer.get(OutboxRelay).relayPending()).toBe(0);
    expect((await outboxRow(envelope.id)).lastError).toMatch(/backoff/);

    await eventually(async () => {
      await producer.get(OutboxRelay).relayPending();
      const count = await effects.countBy({ eventId: envelope.id });
      return count === 1 ? count : undefined;
    }, 30_000);
    expect(failuresBeforeSuccess.remaining).toBe(0);
  });

  it('keeps delivering to one consumer while another is down, in order, and completes later', async () => {
    if (!consumer) throw new Error('the first test starts the consumer');
    await gatewayTransport.close();
    const first = await publish();
    const second = await publish();
    expect(await producer.get(OutboxRelay).relayPending()).toBe(0);
    const inbox = consumer.get(DataSource).getRepository(InboxEvent);
    const applied = (await inbox.find({ order: { processedAt: 'ASC' } })).map((row) => row.id);
    expect(applied.indexOf(first.id)).toBeGreaterThan(-1);
    expect(applied.indexOf(first.id)).toBeLessThan(applied.indexOf(second.id));
    expect((await outboxRow(second.id)).sentAt).toBeNull();

    gatewayTransport = new LocalEventTransport(
      join(directory, 'events'),
      createLogger('gateway', 'silent'),
    );
    await gatewayTransport.consume('gateway', async (envelope) => {
      reachedGateway.push(envelope.id);
    });
    expect(await producer.get(OutboxRelay).relayPending()).toBe(2);
    expect(reachedGateway.slice(-2)).toEqual([first.id, second.id]);
    expect((await outboxRow(second.id)).sentAt).toBeInstanceOf(Date);
  });
});

import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import { DataSource } from 'typeorm';
import { eventQueueName, type EventEnvelope } from '@distill/contracts';
import { holdTerminationRequests, OutboxRelay, ShutdownState } from '../src/index.js';
import { InboxEvent } from '../src/events/inbox-event.entity.js';
import { createServiceApp, drainServiceApp } from '../src/bootstrap/bootstrap-service.js';
import { createTestDatabase, eventually, testRedisUrl } from '../src/testing/index.js';
import {
  AppliedEffect,
  FixtureModule,
  holds,
  publishSummary,
  startFixtureProducer,
  uniquePrefix,
  removeQueue,
} from './event-fixtures.js';

/** A promise the test resolves by hand, to hold a request or a job open. */
function latch(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('graceful shutdown on SIGTERM', () => {
  const prefix = uniquePrefix();
  const databases: Array<{ drop: () => Promise<void> }> = [];
  let producer: INestApplication;
  let consumerDatabaseUrl: string;
  let uninstall: (() => void) | undefined;

  const consumerModule = () =>
    FixtureModule.forRoot({
      service: 'reading',
      databaseUrl: consumerDatabaseUrl,
      redisUrl: testRedisUrl(),
      eventsPrefix: prefix,
      subscribesTo: ['catalog.summary.published'],
    });

  const publish = () => publishSummary(producer);

  beforeAll(async () => {
    const producerDatabase = await createTestDatabase('shutdown_producer');
    const consumerDatabase = await createTestDatabase('shutdown_consumer');
    databases.push(producerDatabase, consumerDatabase);
    consumerDatabaseUrl = consumerDatabase.url;
    producer = await startFixtureProducer({
      databaseUrl: producerDatabase.url,
      redisUrl: testRedisUrl(),
      eventsPrefix: prefix,
    });
  });

  afterAll(async () => {
    uninstall?.();
    delete holds.event;
    delete holds.request;
    await producer.close();
    await removeQueue('reading', testRedisUrl(), prefix);
    await Promise.all(databases.map((database) => database.drop()));
  });

  it('turns readiness false first, closes kept-alive connections, finishes the in-flight request and job, and neither loses nor repeats an event published during the shutdown', async () => {
    const consumer = await createServiceApp(consumerModule());
    await consumer.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(consumer.getHttpServer().address() as AddressInfo).port}`;
    expect((await fetch(`${base}/ready`)).status).toBe(200);

    // One job and one request are mid-way when the signal arrives.
    const job = latch();
    const jobStarted = latch();
    holds.event = async () => {
      jobStarted.release();
      await job.promise;
    };
    const inFlightEvent = await publish();
    await producer.get(OutboxRelay).relayPending();
    await jobStarted.promise;

    const request = latch();
    const requestStarted = latch();
    holds.request = async () => {
      requestStarted.release();
      await request.promise;
    };
    const inFlightRequest = fetch(`${base}/slow`);
    await requestStarted.promise;

    const exited = latch();
    let exitCode: number | undefined;
    uninstall = holdTerminationRequests().handle({
      logger: pino({ level: 'silent' }),
      state: consumer.get(ShutdownState),
      readinessDelayMs: 1_000,
      timeoutMs: 15_000,
      drain: () => drainServiceApp(consumer),
      exit: (code) => {
        exitCode = code;
        exited.release();
      },
    });
    process.emit('SIGTERM', 'SIGTERM');

    // Readiness is false at once, while the process still serves during the readiness delay.
    const readiness = await fetch(`${base}/ready`);
    expect(readiness.status).toBe(503);
    expect(JSON.stringify(await readiness.json())).toContain('shutting down');
    // Kept-alive connections are told to close, so clients take new work elsewhere.
    expect(readiness.headers.get('connection')).toBe('close');

    // An event published during the shutdown: handled before exit or by the next process.
    holds.event = undefined;
    const queuedEvent = await publish();
    await producer.get(OutboxRelay).relayPending();

    request.release();
    const response = await inFlightRequest;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(response.headers.get('connection')).toBe('close');
    job.release();
    await exited.promise;
    expect(exitCode).toBe(0);

    // The listener is gone; the in-flight job committed its effect exactly once.
    await expect(fetch(`${base}/health`)).rejects.toThrow();
    const queue = new Queue<EventEnvelope>(eventQueueName('reading'), {
      connection: { url: testRedisUrl() },
      prefix,
    });
    expect(await (await queue.getJob(inFlightEvent.id))?.getState()).toBe('completed');

    // The next process (a new replica) takes whatever was left queued; nothing is applied twice.
    const next = await createServiceApp(consumerModule());
    try {
      const effects = next.get(DataSource).getRepository(AppliedEffect);
      await eventually(async () =>
        (await effects.countBy({ eventId: queuedEvent.id })) === 1 ? true : undefined,
      );
      expect(await effects.countBy({ eventId: inFlightEvent.id })).toBe(1);
      expect(await next.get(DataSource).getRepository(InboxEvent).count()).toBe(2);
      expect(await effects.count()).toBe(2);
      expect((await (await queue.getJob(inFlightEvent.id))?.attemptsMade) ?? 0).toBe(1);
    } finally {
      await queue.close();
      await next.close();
    }
  });
});

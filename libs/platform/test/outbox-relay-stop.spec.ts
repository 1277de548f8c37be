import type { INestApplication } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { EventEnvelope } from '@distill/contracts';
import { EventPublisher, OutboxEvent, OutboxRelay } from '../src/index.js';
import { createTestDatabase, eventually } from '../src/testing/index.js';
import { RedisProcess } from '../src/testing/redis-process.js';
import { startFixtureProducer, summaryPayload, uniquePrefix } from './event-fixtures.js';

/*
 * A service stops its relay before any module closes (a drain, then the app's close): the event
 * in flight finishes, the rest of the batch is handed back unclaimed for the next relay, and the
 * listening connection ends. Redis is held stalled so a batch is caught mid-way.
 */
describe('stopping the outbox relay', () => {
  let redis: RedisProcess;
  let database: { url: string; drop: () => Promise<void> };
  const prefix = uniquePrefix();
  const apps: INestApplication[] = [];

  beforeAll(async () => {
    redis = await RedisProcess.start();
    database = await createTestDatabase('relay_stop');
  });

  afterAll(async () => {
    redis.resume();
    for (const app of apps) await app.close();
    await redis.kill();
    await database.drop();
  });

  const startProducer = async () => {
    const app = await startFixtureProducer({
      databaseUrl: database.url,
      redisUrl: redis.url,
      eventsPrefix: prefix,
    });
    apps.push(app);
    return app;
  };

  const rowsOf = (app: INestApplication, envelopes: EventEnvelope[]) =>
    app
      .get(DataSource)
      .getRepository(OutboxEvent)
      .find({
        where: { id: In(envelopes.map((envelope) => envelope.id)) },
        order: { createdAt: 'ASC' },
      });

  const listeners = async (app: INestApplication) => {
    const [{ count }] = (await app.get(DataSource).query(
      `SELECT count(*)::int AS count FROM pg_stat_activity
         WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    )) as [{ count: number }];
    return count;
  };

  it('finishes the event in flight, hands back the rest of the batch and ends its listener', async () => {
    const producer = await startProducer();
    await eventually(async () => ((await listeners(producer)) === 1 ? true : undefined));

    // Three events in one change; Redis stalls, so the relay's first publish waits on it.
    redis.pause();
    const envelopes = await producer.get(DataSource).transaction(async (manager) => {
      const publisher = producer.get(EventPublisher);
      const written: EventEnvelope[] = [];
      for (let index = 0; index < 3; index += 1) {
        written.push(
          await publisher.publish(manager, 'catalog.summary.published', summaryPayload()),
        );
      }
      return written;
    });
    const relay = producer.get(OutboxRelay);
    void relay.relayPending().catch(() => undefined);
    await eventually(async () => {
      const rows = await rowsOf(producer, envelopes);
      return rows.every((row) => row.claimedUntil !== null) ? rows : undefined;
    });

    const stopped = relay.stop();
    redis.resume();
    await stopped;

    const [first, ...rest] = await rowsOf(producer, envelopes);
    // The first was on its way when the stop came: it went out (or, had Redis not answered in
    // time, failed and waits); none of them is left claimed.
    expect(first!.claimedUntil).toBeNull();
    for (const row of rest) {
      expect(row).toMatchObject({ sentAt: null, claimedUntil: null, attempts: 0 });
    }
    expect(await listeners(producer)).toBe(0);

    // The next relay (another replica, or this service after its restart) sends them all.
    const next = await startProducer();
    await eventually(async () => {
      await next.get(OutboxRelay).relayPending();
      const rows = await rowsOf(next, envelopes);
      return rows.every((row) => row.sentAt !== null) ? rows : undefined;
    }, 30_000);
  });
});

import { once } from 'node:events';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { bullMqConnectionOptions, closeWorker } from '../src/events/bullmq-event-transport.js';
import { eventually } from '../src/testing/index.js';
import { RedisProcess } from '../src/testing/redis-process.js';
import { uniquePrefix } from './event-fixtures.js';

/**
 * BullMQ's own `Worker.close()` never resolves when Redis goes away just before it is called
 * (its blocking connection waits for an 'end' that ioredis does not emit between reconnection
 * attempts: taskforcesh/bullmq#4065, #4656). A service's shutdown, and a test's teardown, must
 * still end.
 */
describe('closing an event worker', () => {
  let redis: RedisProcess;
  const warnings: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });

  beforeAll(async () => {
    redis = await RedisProcess.start();
  });
  afterAll(() => redis.kill());

  const startWorker = async () => {
    const worker = new Worker('close-probe', async () => undefined, {
      connection: bullMqConnectionOptions(redis.url, 'worker'),
      prefix: uniquePrefix(),
    });
    worker.on('error', () => undefined); // connection errors while Redis is away
    await worker.waitUntilReady();
    return worker;
  };

  it('closes politely while Redis is up', async () => {
    warnings.length = 0;
    const worker = await startWorker();
    let closed = false;
    worker.on('closed', () => (closed = true));
    await closeWorker(worker, logger, 'probe');
    expect(closed).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('ends within its bound when Redis has just gone away, and says so', async () => {
    warnings.length = 0;
    const worker = await startWorker();
    // Waiting for a job: its blocking connection is in BZPOPMIN.
    const admin = new Redis(redis.url);
    await eventually(async () =>
      String(await admin.client('LIST')).includes('cmd=bzpopmin') ? true : undefined,
    );
    admin.disconnect();
    const blocking = (await worker.backend.blockingClient) as unknown as Redis;
    const reconnecting = once(blocking, 'reconnecting');
    await redis.kill();
    await reconnecting;
    // Its connections are now between reconnection attempts: BullMQ's close would wait forever.
    await closeWorker(worker, logger, 'probe');
    expect(warnings.join('')).toContain(
      'probe worker did not close within 10 s; dropping its connections',
    );
    await redis.restart();
  }, 30_000);
});

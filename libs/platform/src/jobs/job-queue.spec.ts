import pino from 'pino';
import { createJobQueue } from '../runtime/job-queue.js';
import { embeddedRuntimeEnv } from '../runtime/runtime-mode.js';
import type { Job } from './job-queue.js';

const embedded = {
  ...embeddedRuntimeEnv('/unused'),
  REDIS_URL: 'redis://unused',
  EVENTS_PREFIX: 'test',
};

describe('the embedded job queue', () => {
  it('retries a failing job with backoff until it succeeds, within its attempts, counting them', async () => {
    const runs: Job<{ n: number }>[] = [];
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const queue = await createJobQueue<{ n: number }>(embedded, {
      name: 'test-jobs',
      handler: async (job) => {
        runs.push(job);
        if (runs.length < 3) throw new Error('not yet');
        done();
      },
      retry: { attempts: 5, backoff: { type: 'exponential', delay: 10 } },
      concurrency: 1,
      logger: pino({ level: 'silent' }),
    });
    await queue.add('work', { n: 1 }, { jobId: 'one' });
    await finished;
    expect(runs).toEqual([1, 2, 3].map((attempt) => ({ name: 'work', data: { n: 1 }, attempt })));
    await queue.close();
  });

  it('runs a job id once even when it is added twice, and gives up after its attempts', async () => {
    let runs = 0;
    let failedTwice!: () => void;
    const gaveUp = new Promise<void>((resolve) => (failedTwice = resolve));
    const queue = await createJobQueue<null>(embedded, {
      name: 'test-jobs',
      handler: async () => {
        runs += 1;
        if (runs === 2) failedTwice();
        throw new Error('always fails');
      },
      retry: { attempts: 2, backoff: { type: 'exponential', delay: 10 } },
      concurrency: 1,
      logger: pino({ level: 'silent' }),
    });
    await queue.add('work', null, { jobId: 'same' });
    await queue.add('work', null, { jobId: 'same' });
    await gaveUp;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(2);
    await queue.close();
  });

  it('runs a repeated job again and again until the queue closes', async () => {
    let runs = 0;
    let ranThrice!: () => void;
    const thrice = new Promise<void>((resolve) => (ranThrice = resolve));
    const queue = await createJobQueue<null>(embedded, {
      name: 'test-jobs',
      handler: async () => {
        runs += 1;
        if (runs === 3) ranThrice();
      },
      retry: { attempts: 1 },
      concurrency: 1,
      logger: pino({ level: 'silent' }),
    });
    await queue.repeat('tick', null, 10);
    await thrice;
    await queue.close();
    const afterClose = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(afterClose);
  });
});

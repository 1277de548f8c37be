import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { SERVICE_MANIFEST } from '@distill/contracts';
import {
  createTestDatabase,
  freePort,
  eventually,
  testDatabaseServerUrl,
  testRedisUrl,
} from '@distill/platform/testing';
import { START_AND_STOP_MS, startProduct } from './start-process.js';

/**
 * `npm start` (infra/dist/start.js) gets SIGTERM while a GraphQL request is in flight through
 * the gateway to the catalog (held by a table lock): the gateway reports not ready, the request
 * is answered, every process drains and start.js exits 0.
 */
describe('SIGTERM to npm start', () => {
  const databases: Array<{ url: string; drop: () => Promise<void> }> = [];

  afterAll(async () => {
    await Promise.all(databases.map((database) => database.drop()));
  });

  it(
    'restarts a service process that died, forwards the signal, answers the in-flight request and exits 0 once every process has',
    async () => {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        REDIS_URL: testRedisUrl(),
        INTERNAL_SECRET: 'stack-shutdown-test-secret-0123456789abcdef',
        SEED_EMPTY_CATALOG: 'false',
        // Nothing here signs in: a Firebase project of its own keeps npm start from starting the
        // Auth emulator (about 15 s of CPU), as a deployment with real Firebase runs.
        FIREBASE_PROJECT_ID: 'demo-distill',
        SHUTDOWN_READINESS_DELAY_MS: '500',
        SHUTDOWN_TIMEOUT_MS: '10000',
        PORT: String(await freePort()),
      };
      env.EVENTS_PREFIX = `test-stack-${env.PORT}`;
      for (const [name, service] of Object.entries(SERVICE_MANIFEST)) {
        const database = await createTestDatabase(`stack_${name}`, testDatabaseServerUrl());
        databases.push(database);
        env[service.databaseUrlVariable] = database.url;
        env[service.portVariable] = String(await freePort());
      }
      const { process: stack, exited } = await startProduct(env, 'Distill is running at');
      const gateway = `http://127.0.0.1:${env.PORT}`;

      // A service process that dies is started again; meanwhile the gateway answers 503, never 500.
      const readingPid = () =>
        execFileSync('pgrep', ['-P', String(stack.pid), '-f', 'services/reading/dist/main.js'], {
          encoding: 'utf8',
        }).trim();
      const killed = readingPid();
      process.kill(Number(killed), 'SIGKILL');
      const statuses = new Set<number>();
      await eventually(async () => {
        const answer = await fetch(`${gateway}/api/summaries/published`);
        statuses.add(answer.status);
        const ready = await fetch(`http://127.0.0.1:${env.READING_PORT}/ready`).catch(() => null);
        return ready?.ok ? true : undefined;
      }, 30_000);
      expect(readingPid()).not.toBe(killed);
      expect(statuses.has(500)).toBe(false);

      const catalogDatabase = env.CATALOG_DATABASE_URL!;
      const lock = new pg.Client({ connectionString: catalogDatabase });
      await lock.connect();
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE category IN ACCESS EXCLUSIVE MODE');
      const inFlight = fetch(`${gateway}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: '{ categories { id } }' }),
      });
      await eventually(async () => {
        const { rows } = await lock.query(
          "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return rows.length > 0 ? true : undefined;
      });

      stack.kill('SIGTERM');
      await eventually(async () =>
        (await fetch(`${gateway}/ready`)).status === 503 ? true : undefined,
      );

      await lock.query('COMMIT');
      await lock.end();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { categories: [] } });

      expect(await exited).toBe(0);
      await expect(fetch(`${gateway}/health`)).rejects.toThrow();
      for (const service of Object.values(SERVICE_MANIFEST)) {
        await expect(
          fetch(`http://127.0.0.1:${env[service.portVariable]}/health`),
        ).rejects.toThrow();
      }
    },
    START_AND_STOP_MS,
  );
});

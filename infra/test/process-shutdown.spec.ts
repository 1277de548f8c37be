import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { ANONYMOUS_VIEWER, VIEWER_CONTEXT_HEADER } from '@distill/contracts';
import { signViewerContext } from '@distill/platform';
import {
  createTestDatabase,
  freePort,
  eventually,
  testDatabaseServerUrl,
  testRedisUrl,
} from '@distill/platform/testing';
import { REPOSITORY_ROOT } from './manifest-checks.js';

const INTERNAL_SECRET = 'process-shutdown-test-secret-0123456789abcdef';

/**
 * The built catalog as production runs it: `migrate` once, then replicas with RUN_MIGRATIONS=false.
 * A real service process receives a real SIGTERM while a request is held in
 * flight by a table lock: readiness turns false first, the request still gets its answer, and
 * the process exits 0 on its own, within its bound.
 */
describe('SIGTERM to a service process', () => {
  let database: { url: string; drop: () => Promise<void> };
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('process_shutdown_catalog', testDatabaseServerUrl());
  });

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await database.drop();
  });

  const environment = (port: number, metricsPort: number) => ({
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CATALOG_PORT: String(port),
    METRICS_PORT: String(metricsPort),
    CATALOG_DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    EVENTS_PREFIX: `test-shutdown-${port}`,
    INTERNAL_SECRET,
    SEED_EMPTY_CATALOG: 'false',
    RUN_MIGRATIONS: 'false',
    SHUTDOWN_READINESS_DELAY_MS: '500',
    SHUTDOWN_TIMEOUT_MS: '10000',
  });

  it('migrates once with the migrate command, then serves without migrating', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const migrate = spawn(process.execPath, ['services/catalog/dist/main.js', 'migrate'], {
      cwd: REPOSITORY_ROOT,
      env: environment(port, metricsPort),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    expect(await new Promise((resolve) => migrate.once('exit', resolve))).toBe(0);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    await client.end();
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^CreateCatalog/)]),
    );
  });

  it('answers the in-flight request, reports not ready, and exits 0 within its bound', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const exited = new Promise<number | null>((resolve) => {
      // RUN_MIGRATIONS=false: the schema comes from the migrate command above.
      child = spawn(process.execPath, ['services/catalog/dist/main.js'], {
        cwd: REPOSITORY_ROOT,
        env: environment(port, metricsPort),
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.once('exit', (code) => resolve(code));
    });
    const base = `http://127.0.0.1:${port}`;
    await eventually(async () => {
      const response = await fetch(`${base}/ready`).catch(() => undefined);
      return response?.ok ? true : undefined;
    }, 60_000);

    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toContain('distill_outbox_pending_events{process="catalog"} 0');

    // Hold a request: the catalog's query waits on a lock the test owns.
    const lock = new pg.Client({ connectionString: database.url });
    await lock.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE category IN ACCESS EXCLUSIVE MODE');
    const inFlight = fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VIEWER_CONTEXT_HEADER]: await signViewerContext(ANONYMOUS_VIEWER, INTERNAL_SECRET),
      },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    await eventually(async () => {
      const { rows } = await lock.query(
        "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      return rows.length > 0 ? true : undefined;
    });

    child!.kill('SIGTERM');
    await eventually(async () => {
      const response = await fetch(`${base}/ready`);
      return response.status === 503 ? true : undefined;
    });

    await lock.query('COMMIT');
    await lock.end();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { categories: [] } });

    expect(await exited).toBe(0);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });
});

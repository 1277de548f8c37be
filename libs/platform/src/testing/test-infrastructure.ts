import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '../database/data-source-options.js';
import { serveEmbeddedDatabase } from '../database/embedded-database.js';
import { dropDatabase, ensureDatabaseExists } from '../database/ensure-database.js';
import { embeddedRuntimeEnv } from '../runtime/runtime-mode.js';

type Constructor = new (...args: never[]) => unknown;

/**
 * TEST_EMBEDDED=true runs a service's tests the way `npm start` runs it without servers: each
 * test database is a PGlite, events travel over local sockets, jobs and caches stay in memory.
 */
export function testsRunEmbedded(): boolean {
  return process.env.TEST_EMBEDDED === 'true';
}

/**
 * What a service under test needs for its events, jobs and caches: Redis with its own queue
 * prefix, or (embedded) a folder of its own for the local sockets, named after the same prefix
 * so a catalog and a reading given one prefix reach each other.
 */
export function testTransportEnv(eventsPrefix: string): Record<string, string> {
  if (!testsRunEmbedded()) return { REDIS_URL: testRedisUrl(), EVENTS_PREFIX: eventsPrefix };
  return {
    EVENTS_PREFIX: eventsPrefix,
    ...embeddedRuntimeEnv(join(tmpdir(), 'distill-embedded-tests', eventsPrefix)),
    // PGlite runs one session: a pool of one, as `npm start` gives its services.
    DATABASE_POOL_SIZE: '1',
  };
}

/** The PostgreSQL server tests use (resolved by the jest global setup). */
export function testDatabaseServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** A fresh, empty database (for one test file, or a scratch job); `drop` removes it. */
export async function createTestDatabase(
  label: string,
  serverUrl = testDatabaseServerUrl(),
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (testsRunEmbedded()) {
    const directory = mkdtempSync(
      join(tmpdir(), `distill-test-${label.replace(/[^a-z0-9]/gi, '_')}-`),
    );
    // A copy of the run's freshly initialised database (jest.global-setup.js) instead of an
    // initdb of its own (about 3 s of CPU per test database).
    const template = process.env.TEST_EMBEDDED_DATABASE_TEMPLATE;
    if (template) cpSync(template, directory, { recursive: true });
    const database = await serveEmbeddedDatabase(directory);
    return {
      url: database.url,
      async drop() {
        await database.stop();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const url = testDatabaseUrl(label, serverUrl);
  await ensureDatabaseExists(url);
  await withoutCommitWaits(url);
  return { url, drop: () => dropDatabase(url) };
}

/**
 * A fresh database with `migrations` (a service's, after the platform's event tables) already
 * applied: a copy (`CREATE DATABASE … TEMPLATE`) of a template migrated once per set of
 * migrations and kept on the server, named after a digest of their code, so a changed migration
 * makes a new template. The service still runs its migrations at start and finds none pending.
 * Embedded (PGlite) tests get `createTestDatabase`'s copy of an initialised database instead.
 */
export async function createMigratedTestDatabase(
  label: string,
  migrations: Constructor[],
  serverUrl = testDatabaseServerUrl(),
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (testsRunEmbedded()) return createTestDatabase(label, serverUrl);
  const template = await migratedTemplate(migrations, serverUrl);
  const url = testDatabaseUrl(label, serverUrl);
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE "${databaseName(url)}" TEMPLATE "${template}"`),
  );
  await withoutCommitWaits(url);
  return { url, drop: () => dropDatabase(url) };
}

function testDatabaseUrl(label: string, serverUrl: string): string {
  const url = new URL(serverUrl);
  const suffix = randomBytes(4).toString('hex');
  url.pathname = `/distill_test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${suffix}`;
  return url.toString();
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A commit returns without waiting for its WAL to reach the disk: a test database outlives no
 * server crash (tests that crash PostgreSQL run a private server, `PostgresProcess`). The setting
 * is the database's, so every connection of the service under test has it.
 */
async function withoutCommitWaits(url: string): Promise<void> {
  await onServer(url, (client) =>
    client.query(`ALTER DATABASE "${databaseName(url)}" SET synchronous_commit = off`),
  );
}

/**
 * The template database for `migrations`, made on first use: migrated under a temporary name and
 * then renamed, under an advisory lock, so concurrent test files (and runs) wait for one
 * migration and never copy a half-migrated template.
 */
async function migratedTemplate(migrations: Constructor[], serverUrl: string): Promise<string> {
  const options = serviceDataSourceOptions(serverUrl, { entities: [], migrations });
  const digest = createHash('sha256');
  for (const migration of options.migrations as Constructor[]) {
    digest.update(`${migration.name}\n${String(migration)}\n`);
  }
  const name = `distill_template_${digest.digest('hex').slice(0, 16)}`;
  return onServer(serverUrl, async (client) => {
    const exists = async () =>
      ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) >
      0;
    if (await exists()) return name;
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists()) return name;
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE DATABASE "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const dataSource = new DataSource(
        serviceDataSourceOptions(url.toString(), { entities: [], migrations }, 1),
      );
      try {
        await dataSource.initialize();
        await dataSource.runMigrations({ transaction: 'each' });
      } catch (error) {
        if (dataSource.isInitialized) await dataSource.destroy();
        await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        throw error;
      }
      await dataSource.destroy();
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      // Nothing connects to it again: a copy is refused while any session is open on its source.
      await client.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/** Polls `probe` until it returns a value (not undefined) or the deadline passes; no fixed sleeps. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  deadlineMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met before the deadline');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

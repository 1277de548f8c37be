import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveEmbeddedDatabase } from '../database/embedded-database.js';
import { dropDatabase, ensureDatabaseExists } from '../database/ensure-database.js';
import { embeddedRuntimeEnv } from '../runtime/runtime-mode.js';

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
  const url = new URL(serverUrl);
  const suffix = randomBytes(4).toString('hex');
  url.pathname = `/distill_test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${suffix}`;
  await ensureDatabaseExists(url.toString());
  return { url: url.toString(), drop: () => dropDatabase(url.toString()) };
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

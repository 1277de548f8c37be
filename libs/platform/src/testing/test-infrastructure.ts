import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabaseExists } from '../database/ensure-database.js';

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

// Resolves PostgreSQL and Redis once per jest run and hands them to the test files through the
// environment: TEST_DATABASE_URL / TEST_REDIS_URL when given, else the local standard ports,
// else containers from testcontainers (when a container runtime answers). Embedded runs
// (TEST_EMBEDDED=true) also get one initialised PGlite data directory to copy.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Whether something listens on the port. A refused connection answers at once; only silence
 * waits out the timeout, which is long because on a loaded machine (two cores under a whole run)
 * an accept can take seconds, and a server that is there must not be taken for absent.
 */
function portAnswers(host, port, timeoutMs = 10_000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export default async function globalSetup() {
  const stops = [];
  if (!process.env.TEST_DATABASE_URL) {
    if (await portAnswers('127.0.0.1', 5432)) {
      process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
    } else {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer('postgres:16-alpine').start();
      process.env.TEST_DATABASE_URL = container.getConnectionUri();
      stops.push(() => container.stop());
    }
  }
  if (!process.env.TEST_REDIS_URL) {
    if (await portAnswers('127.0.0.1', 6379)) {
      process.env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
    } else {
      const { RedisContainer } = await import('@testcontainers/redis');
      const container = await new RedisContainer('redis:7-alpine').start();
      process.env.TEST_REDIS_URL = container.getConnectionUrl();
      stops.push(() => container.stop());
    }
  }
  if (process.env.TEST_EMBEDDED === 'true' && !process.env.TEST_EMBEDDED_DATABASE_TEMPLATE) {
    // One initdb for the run: every embedded test database starts as a copy of this one.
    const { initializeEmbeddedDataDirectories } = await import('@distill/platform/embedded');
    const parent = mkdtempSync(join(tmpdir(), 'distill-test-template-'));
    const template = join(parent, 'database');
    await initializeEmbeddedDataDirectories([template]);
    process.env.TEST_EMBEDDED_DATABASE_TEMPLATE = template;
    stops.push(async () => rmSync(parent, { recursive: true, force: true }));
  }
  globalThis.stopDistillTestInfrastructure = () => Promise.all(stops.map((stop) => stop()));
}

// Starts the whole product once per run: `node infra/dist/start.js` from the repository root on
// free ports, against freshly dropped e2e databases (the stack creates, migrates and seeds them).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const startScript = 'infra/dist/start.js';
const DATABASES = { CATALOG: 'distill_e2e_catalog', IDENTITY: 'distill_e2e_identity' };
const READY_TIMEOUT_MS = 180_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** The server of TEST_DATABASE_URL when given, else the local one, with another database name. */
function databaseUrl(name) {
  const url = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabases(names) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    for (const name of names) {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

async function isReady(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

export default async function globalSetup() {
  if (!existsSync(path.join(repositoryRoot, startScript))) {
    throw new Error(
      `${startScript} is missing: build the workspace first (npx nx run-many -t build)`,
    );
  }
  if (!existsSync(path.join(repositoryRoot, 'frontend/dist/index.html'))) {
    throw new Error('frontend/dist is missing: run `npm run build -w frontend` first');
  }

  await dropDatabases(Object.values(DATABASES));

  const [port, catalogPort, identityPort, readingPort, billingPort] = await Promise.all(
    Array.from({ length: 5 }, freePort),
  );
  const env = {
    ...process.env,
    PORT: String(port),
    CATALOG_PORT: String(catalogPort),
    IDENTITY_PORT: String(identityPort),
    READING_PORT: String(readingPort),
    BILLING_PORT: String(billingPort),
    CATALOG_DATABASE_URL: databaseUrl(DATABASES.CATALOG),
    IDENTITY_DATABASE_URL: databaseUrl(DATABASES.IDENTITY),
    EVENTS_PREFIX: 'distill-e2e',
    NODE_ENV: 'test',
    PUBLIC_URL: `http://localhost:${port}`,
  };
  if (process.env.TEST_REDIS_URL && !process.env.REDIS_URL)
    env.REDIS_URL = process.env.TEST_REDIS_URL;

  const logDir = path.join(repositoryRoot, 'frontend/e2e/.output');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'stack.log');
  const log = createWriteStream(logFile);
  const stack = spawn(process.execPath, [startScript], {
    cwd: repositoryRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let announced = false;
  stack.stdout.on('data', (chunk) => {
    log.write(chunk);
    if (String(chunk).includes('Distill is running at')) announced = true;
  });
  stack.stderr.on('data', (chunk) => log.write(chunk));
  let exitCode = null;
  stack.once('exit', (code, signal) => {
    exitCode = code ?? signal ?? 'unknown';
  });

  globalThis.distillE2eStack = { process: stack, log };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(announced || (await isReady(baseUrl)))) {
    if (exitCode !== null) {
      throw new Error(`The stack exited (${exitCode}) during start-up; see ${logFile}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The stack was not ready within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.env.E2E_BASE_URL = `http://localhost:${port}`;
}

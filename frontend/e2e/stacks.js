// The journeys' stacks: the whole product, `node infra/dist/start.js` from the repository root
// on free ports, once per jest worker, against e2e databases of its own (dropped when stopped; the
// stack creates, migrates and seeds them), with identity-provider sign-in enabled against one
// Firebase Auth emulator, which each gateway hands to the web client's one build. Each worker
// drives its own stack (support.ts picks it by JEST_WORKER_ID), so journeys that change the
// catalog as an admin never change what another worker's journey sees.
//
// global-setup.js starts them, global-teardown.js stops them.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVICE_MANIFEST, SERVICE_NAMES } from '@distill/contracts';
import { StripeDouble } from '@distill/billing/testing';
import { EMULATOR_PROJECT_ID, freePort } from '@distill/platform/embedded';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const startScript = 'infra/dist/start.js';
/**
 * One suffix per run for databases and queue names, so browser runs from several checkouts can
 * share one PostgreSQL and Redis server at once without taking each other's events or data.
 */
const RUN_ID = randomBytes(4).toString('hex');
const READY_TIMEOUT_MS = 180_000;
const STRIPE_PRICES = [
  { id: 'price_e2e_monthly', unitAmount: 1200, currency: 'usd', interval: 'month' },
  { id: 'price_e2e_annual', unitAmount: 9900, currency: 'usd', interval: 'year' },
];
/** `demo-` projects never reach Google: the emulator and firebase-admin work offline. */
const FIREBASE_PROJECT_ID = EMULATOR_PROJECT_ID;
export const outputDir = path.join(repositoryRoot, 'frontend/e2e/.output');

/** The server of TEST_DATABASE_URL when given, else the local one, with another database name. */
function databaseUrl(name) {
  const url = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database URL variable of every service in the manifest -> stack `number`'s database. */
function databasesOf(number) {
  return Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      SERVICE_MANIFEST[name].databaseUrlVariable,
      `${SERVICE_MANIFEST[name].database.replace(/^distill_/, 'distill_e2e_')}_${RUN_ID}_${number}`,
    ]),
  );
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

/**
 * Stack `number` (1, 2, ...): the product on free ports with its own databases, event prefix and
 * Stripe double (billing signs nothing another stack would accept). Registers what `stop` ends in
 * `started` before waiting, so a start that fails is cleaned up too.
 */
async function startStack(number, emulatorHost, started) {
  const databases = databasesOf(number);
  const entry = { databases: Object.values(databases) };
  started.push(entry);

  const [port, ...servicePorts] = await Promise.all(
    Array.from({ length: SERVICE_NAMES.length + 1 }, freePort),
  );
  const webhookSecret = `whsec_e2e_${RUN_ID}_${number}`;
  // The bootstrap admin the journeys sign in as (npm start would keep a password of its own).
  const admin = { email: 'admin@distill.local', password: randomBytes(18).toString('base64url') };
  // Stripe's API for billing: a local double delivering its events to this stack's webhook.
  const stripeDouble = await new StripeDouble({
    prices: STRIPE_PRICES,
    webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    webhookSecret,
  }).start();
  entry.stripeDouble = stripeDouble;
  const env = {
    ...process.env,
    STRIPE_API_URL: stripeDouble.url,
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_MONTHLY: STRIPE_PRICES[0].id,
    STRIPE_PRICE_ANNUAL: STRIPE_PRICES[1].id,
    PORT: String(port),
    ...Object.fromEntries(
      SERVICE_NAMES.map((name, index) => [
        SERVICE_MANIFEST[name].portVariable,
        String(servicePorts[index]),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(databases).map(([variable, name]) => [variable, databaseUrl(name)]),
    ),
    EVENTS_PREFIX: `distill-e2e-${RUN_ID}-${number}`,
    // Every journey registers its members from this one loopback address; the per-address
    // limit itself is pinned by identity's own specs.
    REGISTRATIONS_PER_ADDRESS: '1000',
    // The review e-mail journey waits for the scheduler, not for a minute to pass.
    REVIEW_EMAIL_TICK_SECONDS: '2',
    // The account deletion journey moves a deletion's due time into the past and waits for the
    // sweep, not for an hour.
    ACCOUNT_ERASURE_SWEEP_SECONDS: '2',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    NODE_ENV: 'test',
    PUBLIC_URL: `http://localhost:${port}`,
    FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    // The gateway hands the emulator's settings to the web client (the build `npm start` serves)
    // and its content security policy admits the Firebase SDK's calls and popup.
    FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
    FIREBASE_AUTH_EMULATOR_URL: `http://${emulatorHost}`,
  };
  if (process.env.TEST_REDIS_URL && !process.env.REDIS_URL)
    env.REDIS_URL = process.env.TEST_REDIS_URL;

  const logFile = path.join(outputDir, `stack-${number}.log`);
  const log = createWriteStream(logFile);
  const stack = spawn(process.execPath, [startScript], {
    cwd: repositoryRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Ready once start.js says so, when its whole start-up is over: the gateway answers /ready
  // earlier, while start.js still waits for reading's projection.
  const announcement = 'Distill is running at';
  let announced = false;
  let lastOutput = '';
  stack.stdout.on('data', (chunk) => {
    log.write(chunk);
    // The announcement may be split over two chunks.
    lastOutput = lastOutput.slice(-announcement.length) + String(chunk);
    if (lastOutput.includes(announcement)) announced = true;
  });
  stack.stderr.on('data', (chunk) => log.write(chunk));
  let exitCode = null;
  stack.once('exit', (code, signal) => {
    exitCode = code ?? signal ?? 'unknown';
  });
  entry.process = stack;
  entry.log = log;

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!announced) {
    if (exitCode !== null) {
      throw new Error(`Stack ${number} exited (${exitCode}) during start-up; see ${logFile}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Stack ${number} was not ready within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl: `http://localhost:${port}`,
    stripeDoubleUrl: stripeDouble.url,
    admin,
    identityDatabaseUrl: databaseUrl(databases[SERVICE_MANIFEST.identity.databaseUrlVariable]),
    ports: {
      gateway: port,
      ...Object.fromEntries(SERVICE_NAMES.map((name, index) => [name, servicePorts[index]])),
    },
  };
}

/** start.js stops its services on SIGTERM; what is left of its process group after 15 s is killed. */
async function stopStack({ process: child, log, stripeDouble }) {
  await stripeDouble?.stop();
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 15_000);
    await exited;
    clearTimeout(timer);
  }
  log?.end();
}

/**
 * `count` stacks started side by side on the Auth emulator at `emulatorHost`. Resolves with what
 * the journeys need of each (E2E_STACKS) and `stop`, which ends every stack that started or
 * began to, then drops their databases. If a start fails, the others are stopped before the
 * error is thrown.
 */
export async function startStacks(count, emulatorHost) {
  if (!existsSync(path.join(repositoryRoot, startScript))) {
    throw new Error(
      `${startScript} is missing: build the workspace first (npx nx run-many -t build)`,
    );
  }
  mkdirSync(outputDir, { recursive: true });
  const started = [];
  const stop = async () => {
    await Promise.all(started.map(stopStack));
    await dropDatabases(started.flatMap((stack) => stack.databases));
  };
  try {
    const stacks = await Promise.all(
      Array.from({ length: count }, (_, index) => startStack(index + 1, emulatorHost, started)),
    );
    return { stacks, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

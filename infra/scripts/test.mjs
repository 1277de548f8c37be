// `npm test`: every project's lint, typecheck, test and test-embedded targets, then the e2e
// targets (the browser journeys, then the fault run beside the embedded smoke). One Firebase Auth emulator
// serves the whole run: started here (~15-25 s) unless FIREBASE_AUTH_EMULATOR_HOST names one
// already, and handed to every test run through that variable (identity's and the gateway's
// global set-ups and the journeys' stacks use it instead of starting their own).
//
// Everything is built first, once: the later nx runs skip their build dependencies, since without
// nx's daemon each run would restore every cached build, rewriting dist/ under running stacks.
// The browser journeys' stacks (frontend/e2e/stacks.js, one per jest worker) then start in the
// background, while lint, typecheck and the unit and integration tests run: on two cores their
// start-up is otherwise a wait of its own before the first journey. Once ready they are held
// stopped (SIGSTOP) until the journeys begin: idle, three stacks spent about 8 CPU-s a minute
// that the tests beside them needed (90 CPU-s over CI's test phase). They start early only where
// PostgreSQL allows the connections they hold meanwhile (EARLY_STACKS_MIN_CONNECTIONS).
//
// `npm test -- <project> …` runs those projects only (e.g. `npm test -- @distill/reading`).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../../', import.meta.url));
const projects = process.argv.slice(2);
const selection = projects.length > 0 ? [`--projects=${projects.join(',')}`] : [];

/** Runs nx with `args`; resolves with its exit code. */
function nx(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/nx/dist/bin/nx.js', ...args], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The run's emulator, or undefined when the caller gave one. */
async function startEmulator() {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return undefined;
  // The launcher is built code of the platform library (nx's cache makes this instant).
  const built = await nx(['run', '@distill/platform:build', '--outputStyle=static']);
  if (built !== 0) process.exit(built);
  const { EMULATOR_PROJECT_ID, startFirebaseAuthEmulator } =
    await import('@distill/platform/embedded');
  const directory = join(root, '.test-output');
  mkdirSync(directory, { recursive: true });
  const logFile = join(directory, 'firebase-auth-emulator.log');
  const log = createWriteStream(logFile);
  const emulator = await startFirebaseAuthEmulator({ projectId: EMULATOR_PROJECT_ID, log });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.stdout.write(
    `Firebase Auth emulator for this run on ${emulator.host} (log: ${logFile})\n`,
  );
  return {
    async stop() {
      await emulator.stop();
      log.end();
    },
  };
}

/**
 * Starts the journeys' stacks (the runtime is built) and pauses them once ready; resolves then
 * with their `resume` and `stop`, or with undefined, saying why, if they could not start: the
 * journeys' own global set-up then starts them and reports the failure.
 */
async function startJourneyStacks() {
  const { default: journeys } = await import('../../frontend/e2e/jest.config.js');
  const { startStacks } = await import('../../frontend/e2e/stacks.js');
  try {
    const { stacks, stop, pause, resume } = await startStacks(
      journeys.maxWorkers,
      process.env.FIREBASE_AUTH_EMULATOR_HOST,
    );
    pause();
    // nx hands it on to the journeys' global set-up, which then runs them on these stacks.
    process.env.E2E_STARTED_STACKS = JSON.stringify(stacks);
    return { resume, stop };
  } catch (error) {
    process.stdout.write(`The journeys' stacks did not start early: ${error.message}\n`);
    return undefined;
  }
}

/**
 * The connections PostgreSQL must allow for the stacks to start early. Paused, the three hold what
 * they held when ready (some 20 each, measured: their pools' idle timers stop with them) through
 * the whole test phase, beside the gateway suite's stacks; at PostgreSQL's default of 100 the
 * gateway suite ran out ("sorry, too many clients already"). `.ci/run` sets 300.
 */
const EARLY_STACKS_MIN_CONNECTIONS = 300;

/** PostgreSQL's max_connections on the tests' server; 0 if it cannot be asked (the tests say why). */
async function connectionLimit() {
  const client = new pg.Client({
    connectionString:
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  try {
    await client.connect();
    const { rows } = await client.query('SHOW max_connections');
    return Number(rows[0].max_connections);
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** `argv` with a network of its own (only its loopback), or undefined where none can be made. */
function inPrivateNetwork(argv) {
  // As root, a network namespace; otherwise inside a user namespace of one's own, where allowed.
  const unshare = ['unshare', process.getuid?.() === 0 ? '-n' : '-rn'];
  const probe = spawnSync(unshare[0], [...unshare.slice(1), 'ip', 'link', 'set', 'lo', 'up']);
  if (probe.status !== 0) return undefined;
  const command = argv.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  return [...unshare, 'sh', '-c', `ip link set lo up && exec ${command}`];
}

/**
 * The embedded mode as a new user meets it: `.ci/embedded-smoke.mjs` (`npm start` with no
 * database or Redis settings, walked through, stopped, started again) where nothing answers on
 * PostgreSQL's and Redis's standard ports, so it passes only if no part of the product falls back
 * to them. Its lines are marked, as they interleave with the fault run's. Resolves with its exit
 * code; where no private network can be made (not Linux, or user namespaces disallowed) it says
 * so, and only CI counts that a failure.
 */
function embeddedSmoke() {
  const argv = inPrivateNetwork([process.execPath, join(root, '.ci/embedded-smoke.mjs')]);
  if (!argv) {
    process.stdout.write(
      'The embedded smoke needs a network of its own (Linux `unshare -n`, or `-rn` where user namespaces are allowed): it did not run here.\n',
    );
    return process.env.CI ? 1 : 0;
  }
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) =>
        process.stdout.write(`[embedded smoke] ${line}\n`),
      );
    }
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Ctrl-C reaches nx and its tasks too: wait for them to end, then stop the stacks and emulator.
process.on('SIGINT', () => undefined);
const emulator = await startEmulator();
let journeyStacks = Promise.resolve(undefined);
let code;
// Once everything is built, the later runs skip their build dependencies (a CI run whose test
// run restored them lost its early stacks: "Stack 1 exited (1) during start-up").
let builds = [];
try {
  if (projects.length === 0 || projects.includes('@distill/frontend')) {
    // Everything built first (the tests need most of it anyway, the stacks the runtime), as two
    // nx runs must not build at once.
    code = await nx(['run-many', '-t', 'build']);
    if (code === 0) {
      builds = ['--excludeTaskDependencies'];
      const limit = await connectionLimit();
      if (limit >= EARLY_STACKS_MIN_CONNECTIONS) journeyStacks = startJourneyStacks();
      else {
        process.stdout.write(
          `PostgreSQL allows ${limit} connections: the journeys' stacks start when the journeys ` +
            `begin (${EARLY_STACKS_MIN_CONNECTIONS} lets them start beside the other tests).\n`,
        );
      }
    }
  }
  if (code === undefined || code === 0) {
    code = await nx([
      'run-many',
      '-t',
      'lint',
      'typecheck',
      'test',
      'test-embedded',
      ...builds,
      ...selection,
    ]);
  }
  const stacks = await journeyStacks;
  if (code === 0 && (projects.length === 0 || projects.includes('@distill/frontend'))) {
    // The journeys first (on the stacks started for them, if any, which then stop): the fault
    // run finds its product's processes by their path, which the journeys' stacks share, and
    // idle stacks would only take CPU from the rest.
    stacks?.resume();
    code = await nx(['run-many', '-t', 'e2e', '--projects=@distill/frontend', ...builds]);
    journeyStacks = Promise.resolve(undefined);
    await stacks?.stop();
  }
  const others = projects.filter((project) => project !== '@distill/frontend');
  if (code === 0 && (projects.length === 0 || others.length > 0)) {
    // The whole run ends with the embedded smoke beside the fault run, which spends most of its
    // time waiting for what it broke to recover (measured alone: 88 CPU-s over 107 s on two
    // cores). They share nothing: the smoke's product runs its services as threads, in a network
    // of its own, and the fault run finds its product's processes by their path.
    const [faults, smoke] = await Promise.all([
      nx([
        'run-many',
        '-t',
        'e2e',
        '--parallel=1',
        '--exclude=@distill/frontend',
        ...builds,
        ...(others.length > 0 ? [`--projects=${others.join(',')}`] : []),
      ]),
      projects.length === 0 ? embeddedSmoke() : 0,
    ]);
    code = faults || smoke;
  }
} finally {
  // Resumes them first (stop does), so they end on SIGTERM.
  await (await journeyStacks)?.stop();
  await emulator?.stop();
}
process.exit(code);

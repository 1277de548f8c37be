// `npm test`: every project's lint, typecheck, test and test-embedded targets, then the e2e
// targets (the browser journeys, then the fault run beside the embedded smoke). One Firebase
// Auth emulator serves the whole run: started here (~15-25 s) unless FIREBASE_AUTH_EMULATOR_HOST
// names one already, and handed to every test run through that variable (identity's and the
// gateway's global set-ups and the journeys' stacks use it instead of starting their own).
//
// Everything is built first, once: the later nx runs skip their build dependencies, since without
// nx's daemon each run would restore every cached build again.
//
// `npm test -- <project> …` runs those projects only (e.g. `npm test -- @distill/reading`).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

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
let code;
let builds = [];
try {
  if (projects.length === 0 || projects.includes('@distill/frontend')) {
    // Everything built first (the tests need most of it anyway, the stacks the runtime), as two
    // nx runs must not build at once.
    code = await nx(['run-many', '-t', 'build']);
    if (code === 0) builds = ['--excludeTaskDependencies'];
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
  if (code === 0 && (projects.length === 0 || projects.includes('@distill/frontend'))) {
    // The journeys first, alone: their three stacks and browsers fill both cores.
    code = await nx(['run-many', '-t', 'e2e', '--projects=@distill/frontend', ...builds]);
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
  await emulator?.stop();
}
process.exit(code);

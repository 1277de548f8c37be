import { join } from 'node:path';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '@distill/identity/admin-defaults';
import { authEmulatorWanted, emulatorEnv, startAuthEmulator } from './auth-emulator.js';
import { isEmbedded, startEmbeddedDatabases } from './embedded.js';
import { REPOSITORY_ROOT, type RunningStack, type ServiceCounts, startStack } from './stack.js';

/**
 * `npm start`: the whole product at http://localhost:3000 (or $PORT) until interrupted. SIGTERM
 * or SIGINT is forwarded to every process, which drains within its own bound; this process exits
 * once all of them have.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
// Embedded data (databases, event sockets, emulator accounts): `.distill/` unless DISTILL_DATA_DIR
// names another folder.
const embeddedDir = process.env.DISTILL_DATA_DIR ?? join(REPOSITORY_ROOT, '.distill');
const startedAt = Date.now();
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

// The emulator takes longest to start (~14 s): it starts first, alongside the databases and the
// services, which are pointed at its port from the outset.
const emulator = authEmulatorWanted(process.env)
  ? await startAuthEmulator(embeddedDir, () => say(`sign-in provider ready (${seconds()})`))
  : undefined;
if (isEmbedded(process.env)) {
  say(
    `Embedded mode: no DATABASE_URL or REDIS_URL, so PGlite databases and local events, data in ${embeddedDir}`,
  );
}
const embedded = isEmbedded(process.env)
  ? await startEmbeddedDatabases(embeddedDir).catch(async (error: unknown) => {
      await emulator?.stop();
      throw error;
    })
  : undefined;
if (embedded) say(`databases ready (${embedded.count} PGlite databases, ${seconds()})`);
const stopDatabases = async () => embedded?.stop();

/** "1 accounts" -> "1 account", "1 summaries in ..." -> "1 summary in ...": the first word only. */
function singular(phrase: string): string {
  return phrase.replace(/^(\w+?)(ies|s)\b/, (_, stem: string, ending: string) =>
    ending === 'ies' ? `${stem}y` : stem,
  );
}

/** "catalog ready (7 migrations applied, 30 summaries) 6.1 s" from what the service reports. */
function announce(name: string, counts: ServiceCounts) {
  const { migrations, ...own } = counts;
  const facts = [
    ...(migrations === undefined ? [] : [`${migrations} migrations applied`]),
    ...Object.entries(own).map(
      ([what, count]) => `${count} ${count === 1 ? singular(what) : what}`,
    ),
  ];
  say(`${name} ready (${[...facts, seconds()].join(', ')})`);
}

const baseEnv = { ...process.env, ...embedded?.env };
let stack: RunningStack;
let signIn: string;
try {
  stack = await startStack(
    { ...baseEnv, ...(emulator ? emulatorEnv(emulator.port) : {}) },
    announce,
  );
  signIn = 'the product’s own e-mail and password';
  if (emulator) {
    const outcome = await emulator.ready;
    if (outcome === 'ready') {
      signIn = `Firebase Auth emulator on port ${emulator.port} (e-mail and Google sign-in)`;
    } else {
      say(`Firebase Auth emulator could not start (${outcome.message}); using the simple sign-in`);
      await stack.stop();
      stack = await startStack(baseEnv, announce);
    }
  }
} catch (error) {
  await emulator?.stop();
  await stopDatabases();
  throw error;
}
const stopAll = async () => {
  await stack.stop();
  await emulator?.stop();
  await stopDatabases();
};

const admin = process.env.ADMIN_PASSWORD
  ? `${process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL} (password from ADMIN_PASSWORD)`
  : `${process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL} / ${DEFAULT_ADMIN_PASSWORD}`;
say(
  [
    '',
    `Distill is running at ${stack.url} (started in ${seconds()})`,
    `  sign-in        ${signIn}`,
    emulator && signIn.startsWith('Firebase')
      ? `  admin sign-in  ${admin} at ${stack.url}/simple-auth`
      : `  admin sign-in  ${admin}`,
    process.env.SMTP_URL
      ? '  e-mails        sent through SMTP_URL'
      : '  e-mails        kept as development previews (linked where a mail would be sent)',
    embedded
      ? `  mode           embedded (PGlite databases, events over local sockets)`
      : `  mode           servers (DATABASE_URL / REDIS_URL)`,
    embedded
      ? `  data           ${embeddedDir} (delete it to start afresh)`
      : `  data           each service's database on the PostgreSQL server`,
    '  stop           Ctrl-C',
    ...(stack.projectionFilled
      ? []
      : ["  note           the reading service is still catching up with the catalog's events"]),
    '',
  ].join('\n'),
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // A second Ctrl-C must not end this process mid-stop: the emulator runs in its own process
  // group and would be left behind. The stop is bounded by each process's own shutdown bound.
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stopAll().then(() => process.exit(0));
  });
}
const { name, code } = await stack.exited;
if (!stopping) {
  process.stderr.write(`${name} exited with code ${code}; stopping Distill\n`);
  await stopAll();
  process.exit(1);
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ADMIN_EMAIL } from '@distill/identity/admin-defaults';
import {
  type AuthEmulator,
  authEmulatorWanted,
  emulatorEnv,
  startAuthEmulator,
} from './auth-emulator.js';
import { chooseRuntimeMode } from '@distill/platform/embedded';
import { type EmbeddedDatabases, startEmbeddedDatabases } from './embedded.js';
import type { LocalPayments } from '@distill/billing/local-payments';
import { paymentsLine, paymentsModeOf, startLocalPaymentsFor } from './local-payments.js';
import { firstTakenPort, stackPorts } from './ports/taken-ports.js';
import { REPOSITORY_ROOT, type RunningStack, type ServiceCounts, startStack } from './stack.js';

/**
 * `npm start`: the whole product at http://localhost:3000 (or $PORT) until interrupted. SIGTERM
 * or SIGINT is passed on to every part (process, thread, emulator), which drains within its own
 * bound; this process exits once all of them have.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
const sayEmulatorFailed = (error: Error) =>
  say(`Firebase Auth emulator could not start (${error.message}); using the simple sign-in`);
// Embedded data (databases, event sockets, emulator accounts): `.distill/` unless DISTILL_DATA_DIR
// names another folder.
const embeddedDir = process.env.DISTILL_DATA_DIR ?? join(REPOSITORY_ROOT, '.distill');
const startedAt = Date.now();
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

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

/**
 * The bootstrap admin's password when ADMIN_PASSWORD is unset: a random one made on the first
 * start and kept in the data folder, readable by this user only, so no two installations share
 * one and none is printed. The admin keeps the password of its first start.
 */
function localAdminPassword(): { password: string; file: string } {
  const file = join(embeddedDir, 'admin-password');
  mkdirSync(embeddedDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(18).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { password: readFileSync(file, 'utf8').trim(), file };
}

const adminEmail = process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
const localAdmin = process.env.ADMIN_PASSWORD ? undefined : localAdminPassword();
const adminPassword = localAdmin
  ? `password in ${localAdmin.file}`
  : 'password from ADMIN_PASSWORD';

// A signal at any time, start-up included, stops whatever has started: the emulator runs in its
// own process group, and the service processes of servers mode would outlive this process. A
// second signal changes nothing; every part's stop is bounded by its own shutdown bound.
const interruption = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => interruption.abort());
}
const interrupted = new Promise<null>((resolve) =>
  interruption.signal.addEventListener('abort', () => resolve(null), { once: true }),
);

let emulator: AuthEmulator | undefined;
let embedded: EmbeddedDatabases | undefined;
let stack: RunningStack | undefined;
let localPayments: LocalPayments | undefined;

/** Runs the product until interrupted (exit code 0) or until a part of it ends (1). */
async function run(): Promise<number> {
  // Production never takes the local payments mode, nor starts anything before saying so.
  const payments = paymentsModeOf(process.env);
  if (payments.kind === 'refused') {
    process.stderr.write(`${payments.message}\n`);
    return 1;
  }
  // A port another program holds (often a Distill started earlier) would make its part fail to
  // listen while the other one's parts answered the readiness checks: said once, and nothing
  // starts.
  const taken = await firstTakenPort(stackPorts(process.env));
  if (taken) {
    process.stderr.write(
      `Port ${taken.port} (the ${taken.name}'s) is taken by ${taken.holder}. Stop it, or set ${taken.variable} to another port.\n`,
    );
    return 1;
  }
  // The emulator takes longest to start (~14 s): it starts first, alongside the databases and
  // the services, which are pointed at its port from the outset.
  if (authEmulatorWanted(process.env)) {
    emulator = await startAuthEmulator(embeddedDir, () =>
      say(`sign-in provider ready (${seconds()})`),
    );
  }
  if (chooseRuntimeMode(process.env) === 'embedded') {
    say(
      `Embedded mode: no DATABASE_URL or REDIS_URL, so PGlite databases and local events, data in ${embeddedDir}`,
    );
    embedded = await startEmbeddedDatabases(embeddedDir);
    say(`databases ready (${embedded.count} PGlite databases, ${seconds()})`);
  }
  if (payments.kind === 'local') {
    localPayments = await startLocalPaymentsFor(process.env, embeddedDir);
  }
  if (interruption.signal.aborted) return 0;
  const baseEnv = {
    ...process.env,
    ...embedded?.env,
    ...localPayments?.env,
    ...(localAdmin ? { ADMIN_PASSWORD: localAdmin.password } : {}),
  };
  // An emulator that has failed already (its launcher not found, say) is known before the
  // services start: they then start once, on the simple sign-in, not twice.
  const failedEarly = emulator
    ? await Promise.race([emulator.ready, Promise.resolve('pending' as const)])
    : undefined;
  if (failedEarly instanceof Error) sayEmulatorFailed(failedEarly);
  const signInEmulator = failedEarly instanceof Error ? undefined : emulator;
  stack = await startStack(
    { ...baseEnv, ...(signInEmulator ? emulatorEnv(signInEmulator.port) : {}) },
    announce,
    interruption.signal,
  );
  let signIn = 'the product’s own e-mail and password';
  if (signInEmulator) {
    const outcome = await Promise.race([signInEmulator.ready, interrupted]);
    if (outcome === null) return 0;
    if (outcome === 'ready') {
      signIn = `Firebase Auth emulator on port ${signInEmulator.port} (e-mail and Google sign-in)`;
    } else {
      sayEmulatorFailed(outcome);
      await stack.stop();
      stack = await startStack(baseEnv, announce, interruption.signal);
    }
  }
  say(
    [
      '',
      `Distill is running at ${stack.url} (started in ${seconds()})`,
      `  sign-in        ${signIn}`,
      emulator && signIn.startsWith('Firebase')
        ? `  admin sign-in  ${adminEmail} at ${stack.url}/simple-auth (${adminPassword})`
        : `  admin sign-in  ${adminEmail} (${adminPassword})`,
      process.env.SMTP_URL
        ? '  e-mails        sent through SMTP_URL'
        : '  e-mails        kept as development previews (linked where a mail would be sent)',
      embedded
        ? `  mode           embedded (PGlite databases, events over local sockets)`
        : `  mode           servers (DATABASE_URL / REDIS_URL)`,
      `  payments       ${paymentsLine(payments, localPayments)}`,
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
  // The gateway, the embedded databases or an embedded service thread ending on its own stops
  // the rest; a service process of servers mode that dies is restarted by the stack instead.
  const ended = await Promise.race([
    stack.exited,
    ...(embedded ? [embedded.exited.then((code) => ({ name: 'databases', code }))] : []),
    interrupted,
  ]);
  if (ended === null) return 0;
  process.stderr.write(`${ended.name} exited with code ${ended.code}; stopping Distill\n`);
  return 1;
}

let exitCode: number;
try {
  exitCode = await run();
} catch (error) {
  if (!interruption.signal.aborted) throw error;
  exitCode = 0;
} finally {
  await stack?.stop();
  await localPayments?.stop();
  await emulator?.stop();
  await embedded?.stop();
}
process.exit(exitCode);

// The Firebase Auth emulator (firebase-tools, a devDependency; runs offline) for `npm start` in
// development and for test runs. Every caller gets its own instance on free ports (auth, hub,
// logging), so parallel jest processes never share one and one run's stop cannot end another's.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptsConnections, freePort } from '../net/ports.js';

const FIREBASE_BIN = fileURLToPath(
  new URL('../../../../node_modules/.bin/firebase', import.meta.url),
);
const START_DEADLINE_MS = 120_000;

/** `demo-` projects never reach Google: the emulator and firebase-admin work offline. */
export const EMULATOR_PROJECT_ID = 'demo-distill';

export interface FirebaseAuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  host: string;
  port: number;
  /** The emulator's process id (its process group), e.g. to measure its memory. */
  pid: number;
  stop(): Promise<void>;
}

export interface FirebaseAuthEmulatorOptions {
  projectId?: string;
  /** The emulator's output, e.g. a log file. */
  log?: NodeJS.WritableStream;
  /** NODE_OPTIONS for the emulator's Node process (e.g. memory flags). */
  nodeOptions?: string;
  /** Accounts are imported from and exported to this folder (kept across restarts). */
  dataDir?: string;
}

export interface LaunchedFirebaseAuthEmulator extends FirebaseAuthEmulator {
  /** Resolves once the emulator accepts connections; rejects with its output otherwise. */
  ready: Promise<void>;
}

/**
 * Launches an Auth emulator on a free port without waiting for it: callers can hand its
 * address to processes that start meanwhile (the emulator takes ~15 s).
 */
export async function launchFirebaseAuthEmulator({
  projectId = EMULATOR_PROJECT_ID,
  log,
  nodeOptions,
  dataDir,
}: FirebaseAuthEmulatorOptions = {}): Promise<LaunchedFirebaseAuthEmulator> {
  const [authPort, hubPort, loggingPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'distill-firebase-'));
  const configFile = path.join(workDir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const persistence = dataDir
    ? [
        // An export is only there after a first stop.
        ...(existsSync(path.join(dataDir, 'firebase-export-metadata.json'))
          ? ['--import', dataDir]
          : []),
        '--export-on-exit',
        dataDir,
      ]
    : [];
  const child = spawn(
    FIREBASE_BIN,
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      configFile,
      ...persistence,
    ],
    {
      cwd: workDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // The emulator finds its own hub through a file in the temporary folder named after the
        // project only: with another emulator of the project running (a test run's), it read
        // that one's, and --export-on-exit failed ("The emulator hub … did not respond") or
        // exported the other's accounts. A temporary folder of its own keeps the file its own.
        TMPDIR: workDir,
        CI: 'true',
        ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
      },
    },
  );
  let output = '';
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    log?.write(chunk);
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      rmSync(workDir, { recursive: true, force: true });
      resolve();
    }),
  );
  child.once('error', (error) => {
    record(Buffer.from(String(error)));
    exited = true;
  });

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await exit;
  };

  const ready = (async () => {
    const deadline = Date.now() + START_DEADLINE_MS;
    while (!(await acceptsConnections(authPort))) {
      if (exited || Date.now() > deadline) {
        await stop();
        throw new Error(`Firebase Auth emulator did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  // A caller that never awaits `ready` must not see an unhandled rejection.
  ready.catch(() => undefined);
  return { host: `127.0.0.1:${authPort}`, port: authPort, pid: child.pid ?? 0, ready, stop };
}

/** Starts an Auth emulator and resolves once it accepts connections (tests). */
export async function startFirebaseAuthEmulator(
  options: FirebaseAuthEmulatorOptions = {},
): Promise<FirebaseAuthEmulator> {
  const { ready, ...emulator } = await launchFirebaseAuthEmulator(options);
  await ready;
  return emulator;
}

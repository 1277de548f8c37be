// The Firebase Auth emulator (firebase-tools, runs offline) for test runs. Every caller gets its
// own instance on free ports (auth, hub, logging), so parallel jest processes never share one
// and one run's teardown cannot stop another's emulator.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIREBASE_BIN = fileURLToPath(new URL('../../node_modules/.bin/firebase', import.meta.url));
const START_DEADLINE_MS = 120_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Starts an emulator for `projectId` (a `demo-` project never reaches Google).
 * @param {{ projectId: string, log?: NodeJS.WritableStream }} options
 * @returns {Promise<{ host: string, port: number, stop: () => Promise<void> }>}
 */
export async function startFirebaseAuthEmulator({ projectId, log }) {
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
  const child = spawn(
    FIREBASE_BIN,
    ['emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile],
    {
      cwd: workDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true' },
    },
  );
  let output = '';
  const record = (chunk) => {
    output = (output + chunk).slice(-4000);
    log?.write(chunk);
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  let exited = false;
  child.once('exit', () => (exited = true));

  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
    });

  const deadline = Date.now() + START_DEADLINE_MS;
  while (!(await answers('127.0.0.1', authPort))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`Firebase Auth emulator did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host: `127.0.0.1:${authPort}`, port: authPort, stop };
}

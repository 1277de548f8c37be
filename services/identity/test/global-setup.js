// The shared setup (PostgreSQL, Redis) plus the Firebase Auth emulator: reused when
// FIREBASE_AUTH_EMULATOR_HOST already answers, otherwise started from firebase-tools (offline,
// ~15-25 s) and stopped by the teardown.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import sharedSetup from '../../../jest.global-setup.js';

const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';
const START_DEADLINE_MS = 120_000;

function answers(hostAndPort) {
  const [host, port] = hostAndPort.split(':');
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function startAuthEmulator(hostAndPort) {
  const firebase = fileURLToPath(new URL('../../../node_modules/.bin/firebase', import.meta.url));
  const configFile = fileURLToPath(new URL('./firebase/firebase.json', import.meta.url));
  const child = spawn(
    firebase,
    ['emulators:start', '--only', 'auth', '--project', 'demo-distill', '--config', configFile],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + START_DEADLINE_MS;
  while (!(await answers(hostAndPort))) {
    if (exited || Date.now() > deadline) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      throw new Error(`Firebase Auth emulator did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
    });
}

export default async function globalSetup() {
  await sharedSetup();
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST || DEFAULT_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  if (!(await answers(host))) {
    globalThis.stopFirebaseAuthEmulator = await startAuthEmulator(host);
  }
}

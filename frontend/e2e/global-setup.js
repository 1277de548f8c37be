// One stack per jest worker (stacks.js), on one Firebase Auth emulator: `npm test`'s through
// FIREBASE_AUTH_EMULATOR_HOST, else one started here; global-teardown.js stops them.
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { EMULATOR_PROJECT_ID, startFirebaseAuthEmulator } from '@distill/platform/embedded';
import globalTeardown from './global-teardown.js';
import { outputDir, startStacks } from './stacks.js';

/** An emulator for this run alone (a journey run without `npm test`), stopped by the teardown. */
async function startOwnEmulator() {
  mkdirSync(outputDir, { recursive: true });
  const emulatorLog = createWriteStream(path.join(outputDir, 'firebase-emulator.log'));
  globalThis.distillE2eEmulatorLog = emulatorLog;
  const emulator = await startFirebaseAuthEmulator({
    projectId: EMULATOR_PROJECT_ID,
    log: emulatorLog,
  });
  globalThis.stopDistillE2eEmulator = emulator.stop;
  return emulator;
}

/** As many stacks as jest has workers (one with --runInBand). */
async function setup(globalConfig) {
  const count = Math.max(1, globalConfig?.maxWorkers ?? 1);
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? { host: process.env.FIREBASE_AUTH_EMULATOR_HOST } // `npm test`'s, for the whole run
    : await startOwnEmulator();
  const { stacks, stop } = await startStacks(count, emulator.host);
  globalThis.stopDistillE2eStacks = stop;
  process.env.E2E_STACKS = JSON.stringify(stacks);
  process.env.E2E_FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}

export default async function globalSetup(globalConfig) {
  try {
    await setup(globalConfig);
  } catch (error) {
    // Jest skips the teardown when the setup fails: stop what was started.
    await globalTeardown();
    throw error;
  }
}

// The shared setup (PostgreSQL, Redis) plus a Firebase Auth emulator of this run's own: reused
// only when FIREBASE_AUTH_EMULATOR_HOST is set by the caller, otherwise started on free ports
// (~15-25 s) and stopped by the teardown.
import sharedSetup from '../../../jest.global-setup.js';
// The embedded entry only: the package's main entry would load NestJS into jest's own realm,
// where it breaks the decorator metadata of the test files that run after the first.
import { startFirebaseAuthEmulator } from '@distill/platform/embedded';

export default async function globalSetup() {
  await sharedSetup();
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    const emulator = await startFirebaseAuthEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    globalThis.stopFirebaseAuthEmulator = emulator.stop;
  }
}

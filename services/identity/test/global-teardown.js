import sharedTeardown from '../../../jest.global-teardown.js';

export default async function globalTeardown() {
  await globalThis.stopFirebaseAuthEmulator?.();
  await sharedTeardown();
}

// Stops what global-setup.js started: the Auth emulator of a run without `npm test`, and the
// stacks (with their Stripe doubles and databases).
export default async function globalTeardown() {
  await globalThis.stopDistillE2eEmulator?.();
  globalThis.distillE2eEmulatorLog?.end();
  await globalThis.stopDistillE2eStacks?.();
}

// Stops the Auth emulator, the Stripe double and the stack started by global-setup.js: start.js stops its services on SIGTERM; whatever is
// left of its process group after 15 s is killed.
async function stopEmulator() {
  await globalThis.stopDistillE2eEmulator?.();
  globalThis.distillE2eEmulatorLog?.end();
}

export default async function globalTeardown() {
  await stopEmulator();
  await globalThis.stopDistillE2eStripeDouble?.();
  const stack = globalThis.distillE2eStack;
  if (!stack) return globalThis.dropDistillE2eDatabases?.();
  const child = stack.process;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 15_000);
    await exited;
    clearTimeout(timer);
  }
  stack.log.end();
  await globalThis.dropDistillE2eDatabases?.();
}

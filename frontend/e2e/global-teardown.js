// Stops the Auth emulator, and each stack global-setup.js started with its Stripe double:
// start.js stops its services on SIGTERM; whatever is left of its process group after 15 s is
// killed. Then drops the stacks' databases.
async function stopEmulator() {
  await globalThis.stopDistillE2eEmulator?.();
  globalThis.distillE2eEmulatorLog?.end();
}

async function stopStack({ process: child, log, stripeDouble }) {
  await stripeDouble?.stop();
  if (child && child.exitCode === null && child.signalCode === null) {
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
  log?.end();
}

export default async function globalTeardown() {
  await stopEmulator();
  await Promise.all((globalThis.distillE2eStacks ?? []).map(stopStack));
  await globalThis.dropDistillE2eDatabases?.();
}

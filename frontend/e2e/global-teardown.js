// Stops the stack started by global-setup.js: start.js stops its services on SIGTERM; whatever is
// left of its process group after 15 s is killed.
export default async function globalTeardown() {
  const stack = globalThis.distillE2eStack;
  if (!stack) return;
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
}

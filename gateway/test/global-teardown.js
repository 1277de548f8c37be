import identityTeardown from '../../services/identity/test/global-teardown.js';

export default async function globalTeardown() {
  const host = globalThis.gatewayStackHost;
  if (host && host.exitCode === null && host.signalCode === null) {
    const exited = new Promise((resolve) => host.once('exit', resolve));
    host.kill('SIGTERM');
    await exited;
  }
  await identityTeardown();
}

// The gateway suites' set-up: PostgreSQL, Redis and the Firebase Auth emulator as for identity's
// suites, plus the stack host (stack-host.js), which starts one shared service stack per jest
// worker when that worker's first suite asks for it (GATEWAY_STACK_HOST names it).
import { fork } from 'node:child_process';
import identitySetup from '../../services/identity/test/global-setup.js';

export default async function globalSetup() {
  await identitySetup();
  const host = fork(new URL('./stack-host.js', import.meta.url), [], {
    execArgv: [],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  globalThis.gatewayStackHost = host;
  let output = '';
  host.stdout.setEncoding('utf8');
  const url = await new Promise((resolve, reject) => {
    host.stdout.on('data', (chunk) => {
      output += chunk;
      const listening = /stack host listening on (\S+)/.exec(output)?.[1];
      if (listening) resolve(listening);
    });
    host.once('exit', (code) =>
      reject(new Error(`the stack host exited (${code}) before listening: ${output}`)),
    );
  });
  process.env.GATEWAY_STACK_HOST = url;
}

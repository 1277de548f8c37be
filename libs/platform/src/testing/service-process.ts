import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVICE_MANIFEST, type ServiceName } from '@distill/contracts';
import { freePort } from '../net/ports.js';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServiceProcess {
  /** The service's base URL (its GraphQL endpoint is `${url}/graphql`). */
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs a built service (`services/<name>/dist/main.js`) as a child process on a free port and
 * waits until it is ready. NestJS keeps code-first GraphQL types process-wide, so two services
 * that both declare an entity (catalog's and reading's `Summary`) cannot share one process.
 */
export async function startServiceProcess(
  service: ServiceName,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServiceProcess> {
  const entry = SERVICE_MANIFEST[service];
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [`${REPOSITORY_ROOT}${entry.entry}`], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env, [entry.portVariable]: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${service} exited during start-up:\n${output.slice(-3000)}`);
    }
    try {
      if ((await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${service} was not ready within ${timeoutMs / 1000} s:\n${output.slice(-3000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}

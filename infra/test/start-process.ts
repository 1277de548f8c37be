import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '@distill/platform/testing';
import { SERVICE_MANIFEST } from '@distill/contracts';
import { REPOSITORY_ROOT } from './manifest-checks.js';

/**
 * A test's time limit when it starts and stops `npm start`: the embedded start (four PGlite
 * databases, the emulator, five processes) takes about 10 s alone and over a minute beside the
 * other suites on CI's two cores.
 */
export const START_AND_STOP_MS = 240_000;

export interface StartedProduct {
  process: ChildProcess;
  /** Resolves with its exit code once it has ended. */
  exited: Promise<number | null>;
  /** Everything it has printed so far. */
  output(): string;
}

/**
 * `npm start` after its build (infra/dist/start.js) with only `env`, the gateway and every service
 * on free ports; resolves once its output includes `line`, rejects if it ends first.
 */
export async function startProduct(env: NodeJS.ProcessEnv, line: string): Promise<StartedProduct> {
  const ports: NodeJS.ProcessEnv = { PORT: String(await freePort()) };
  for (const service of Object.values(SERVICE_MANIFEST))
    ports[service.portVariable] = String(await freePort());
  const child = spawn(process.execPath, ['infra/dist/start.js'], {
    cwd: REPOSITORY_ROOT,
    env: { ...ports, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes(line)) resolve();
    });
    void exited.then((code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return { process: child, exited, output: () => output };
}

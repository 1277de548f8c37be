import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { SERVICE_MANIFEST, SERVICE_NAMES } from '@distill/contracts';

/** A port the stack listens on, and the variable that moves it. */
export interface StackPort {
  name: string;
  port: number;
  variable: string;
}

/** A port another program already holds, and what that program is (as far as can be told). */
export interface TakenPort extends StackPort {
  holder: string;
}

/** The TCP ports `npm start` listens on: the gateway's, then each service's. */
export function stackPorts(env: NodeJS.ProcessEnv): StackPort[] {
  return [
    { name: 'gateway', port: Number(env.PORT ?? 3000), variable: 'PORT' },
    ...SERVICE_NAMES.map((name) => {
      const service = SERVICE_MANIFEST[name];
      return {
        name,
        port: Number(env[service.portVariable] ?? service.port),
        variable: service.portVariable,
      };
    }),
  ];
}

/** Whether something already listens on `port` of `host` (binding it fails with EADDRINUSE). */
function isTaken(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(true) : reject(error),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/**
 * What holds a port: the process `ss` names (command and pid, for the user's own processes), and
 * whether it answers as a Distill part does (`/ready`), since the usual holder is a Distill
 * started earlier.
 */
async function holderOf(port: number): Promise<string> {
  let processName: string | null = null;
  try {
    const { stdout } = await promisify(execFile)('ss', ['-Hltnp', `sport = :${port}`], {
      timeout: 2_000,
    });
    const found = /users:\(\("([^"]+)",pid=(\d+)/.exec(stdout);
    if (found) processName = `${found[1]} (pid ${found[2]})`;
  } catch {
    // No `ss` here (or not allowed): the answer below still tells a Distill from anything else.
  }
  let distill = false;
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/ready`, {
      signal: AbortSignal.timeout(1_000),
    });
    distill = answer.headers.get('content-type')?.includes('json') === true;
  } catch {
    // Not HTTP, or not answering: some other program.
  }
  const what = distill ? 'another Distill (it answers /ready)' : 'another program';
  return processName ? `${what}: ${processName}` : what;
}

/** The first of `ports` another program holds on loopback, or null when all are free. */
export async function firstTakenPort(ports: readonly StackPort[]): Promise<TakenPort | null> {
  for (const candidate of ports) {
    if (await isTaken(candidate.port, '127.0.0.1')) {
      return { ...candidate, holder: await holderOf(candidate.port) };
    }
  }
  return null;
}

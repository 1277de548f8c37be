import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PinoPretty } from 'pino-pretty';
import { SERVICES } from './services.js';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** SHUTDOWN_READINESS_DELAY_MS + SHUTDOWN_TIMEOUT_MS as the processes read them. */
function shutdownBoundMs(env: NodeJS.ProcessEnv): number {
  return Number(env.SHUTDOWN_READINESS_DELAY_MS ?? 0) + Number(env.SHUTDOWN_TIMEOUT_MS ?? 20_000);
}

/**
 * V8 flags for the product's processes. Embedded mode (a laptop trying Distill) trades a little
 * speed for memory: a 1 MB young generation (V8's default grows to 16 MB semi-spaces) and V8's
 * size-over-speed choices, ~30 MB less per process. Servers mode caps the semi-spaces at 4 MB:
 * under load V8 otherwise grows each process's young generation to 48 MB, which put the five
 * processes over the product's 1 GiB after the bench, for no throughput the bench could see.
 */
export function nodeMemoryFlags(embedded: boolean): string[] {
  return embedded
    ? ['--max-semi-space-size=1', '--optimize-for-size']
    : ['--max-semi-space-size=4'];
}

/** What a service reports it holds once ready, e.g. { migrations: 6, summaries: 30 }. */
export type ServiceCounts = Record<string, number>;

export interface RunningStack {
  url: string;
  /**
   * Whether the reading service's catalog projection held every catalog summary when the stack
   * was announced; false when it still lagged at the bound (e.g. a catalogue written without
   * events), and favourites and progress of the missing summaries fill in as it catches up.
   */
  projectionFilled: boolean;
  /** Resolves when any process of the stack exits; its name and exit code. */
  exited: Promise<{ name: string; code: number | null }>;
  stop(): Promise<void>;
}

/**
 * Starts every service and then the gateway as child processes sharing one environment.
 * Each service creates and migrates its own database on start; the catalog seeds itself
 * when empty. Resolves once the gateway reports every subgraph ready.
 */
export async function startStack(
  environment: NodeJS.ProcessEnv = process.env,
  /** Told each service's name and counts as it becomes ready (migrations applied, seed done). */
  onServiceReady?: (name: string, counts: ServiceCounts) => void,
): Promise<RunningStack> {
  const env = withRunSecret(environment);
  const children: Array<{ name: string; process: ChildProcess }> = [];
  // One machine, one metrics port per process: the gateway gets METRICS_PORT, the services the
  // following ports. Unset, no process serves metrics (several stacks may share a machine).
  const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined;
  const gatewayEnv: NodeJS.ProcessEnv = { ...env };
  for (const [index, service] of SERVICES.entries()) {
    const port = Number(env[service.portVariable] ?? service.defaultPort);
    gatewayEnv[service.gatewayUrlVariable] ??= `http://127.0.0.1:${port}/graphql`;
    children.push({
      name: service.name,
      process: launch(service.entry, {
        ...env,
        [service.portVariable]: String(port),
        ...(metricsPort ? { METRICS_PORT: String(metricsPort + index + 1) } : {}),
      }),
    });
  }
  children.push({ name: 'gateway', process: launch('gateway/dist/main.js', gatewayEnv) });
  const readyUrl = (name: string) => {
    const service = SERVICES.find((candidate) => candidate.name === name)!;
    return `http://127.0.0.1:${env[service.portVariable] ?? service.defaultPort}/ready`;
  };
  if (onServiceReady) {
    for (const service of SERVICES) {
      waitUntilReady(readyUrl(service.name)).then(
        (counts) => onServiceReady(service.name, counts),
        () => undefined, // the gateway's readiness below reports the failure
      );
    }
  }

  const exited = new Promise<{ name: string; code: number | null }>((resolve) => {
    for (const child of children)
      child.process.once('exit', (code) => resolve({ name: child.name, code }));
  });
  const stop = async () => {
    await Promise.all(
      children.map(
        ({ process: child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            // Each process ends itself within its own bound; the kill is for a hung one.
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), shutdownBoundMs(env) + 5_000).unref();
          }),
      ),
    );
  };

  const port = Number(env.PORT ?? 3000);
  const url = `http://localhost:${port}`;
  let projectionFilled = false;
  const ready = waitUntilReady(`http://127.0.0.1:${port}/ready`).then(async () => {
    projectionFilled = await catalogProjectionFilled(readyUrl('catalog'), readyUrl('reading'));
  });
  const outcome = await Promise.race([ready.then(() => 'ready' as const), exited]).catch(
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
  if (outcome !== 'ready') {
    await stop();
    throw new Error(`${outcome.name} exited with code ${outcome.code} during start-up`);
  }
  return { url, projectionFilled, exited, stop };
}

/**
 * The gateway and the services must share INTERNAL_SECRET; when none is given, this run gets a
 * random one of its own (never written anywhere), so no public default can sign a viewer.
 */
export function withRunSecret(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.INTERNAL_SECRET) return env;
  return { ...env, INTERNAL_SECRET: randomBytes(32).toString('base64url') };
}

function launch(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  // A person at a terminal reads lines; anything else (CI, a log collector, production) gets
  // the processes' JSON untouched.
  const readable = process.stdout.isTTY && env.NODE_ENV !== 'production';
  const flags = nodeMemoryFlags(Boolean(env.EMBEDDED_DIR));
  const child = spawn(process.execPath, [...flags, `${REPOSITORY_ROOT}${entry}`], {
    cwd: REPOSITORY_ROOT,
    env,
    stdio: ['ignore', readable ? 'pipe' : 'inherit', 'inherit'],
  });
  // One formatter for every process; a process that exits must not end it for the others.
  if (child.stdout) child.stdout.pipe(readableLogs(), { end: false });
  return child;
}

let readableLogStream: NodeJS.WritableStream | undefined;
function readableLogs(): NodeJS.WritableStream {
  readableLogStream ??= PinoPretty({
    destination: process.stdout,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,context',
  });
  return readableLogStream;
}

/** The counts a ready service reports in its `/ready` answer (see the platform's health check). */
function countsOf(body: unknown): ServiceCounts {
  const counts = (body as { info?: { counts?: Record<string, unknown> } })?.info?.counts ?? {};
  return Object.fromEntries(
    Object.entries(counts).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/**
 * The reading service lists the catalog from its own projection, filled by the catalog's events:
 * until it holds every summary the catalog has (on a fresh start, the seed's), pages that list
 * summaries would come up short.
 */
async function catalogProjectionFilled(
  catalogReady: string,
  readingReady: string,
  // Seed events reach the projection within a second or two; a lag past this is not start-up.
  timeoutMs = 30_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [catalog, reading] = await Promise.all([
      waitUntilReady(catalogReady),
      waitUntilReady(readingReady),
    ]);
    if (reading['summaries in the catalog projection'] === catalog.summaries) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

async function waitUntilReady(url: string, timeoutMs = 120_000): Promise<ServiceCounts> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return countsOf(await response.json());
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s`);
}

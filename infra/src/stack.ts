import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  ReadinessCounts,
  SERVICE_MANIFEST,
  SERVICE_NAMES,
  type ServiceName,
} from '@distill/contracts';
import { runtimeModeOf, type TerminationMessage } from '@distill/platform/embedded';
import { stackLogs } from './terminal-logs.js';

const REPOSITORY_URL = new URL('../../', import.meta.url);
export const REPOSITORY_ROOT = fileURLToPath(REPOSITORY_URL);

/** SHUTDOWN_READINESS_DELAY_MS + SHUTDOWN_TIMEOUT_MS as the processes read them. */
function shutdownBoundMs(env: NodeJS.ProcessEnv): number {
  return Number(env.SHUTDOWN_READINESS_DELAY_MS ?? 0) + Number(env.SHUTDOWN_TIMEOUT_MS ?? 20_000);
}

/**
 * Servers mode caps each process's V8 semi-spaces at 4 MB: under load V8 otherwise grows each
 * process's young generation to 48 MB, which put the five processes over the product's 1 GiB
 * after the bench, for no throughput the bench could see.
 */
const SERVERS_NODE_FLAGS = ['--max-semi-space-size=4'];

/**
 * Embedded mode (a laptop trying Distill) runs the gateway and the services as worker threads of
 * this process rather than five processes: each process would carry Node itself (~45 MB of
 * resident code and runtime) once more. Each thread keeps its own V8 heap, modules and event
 * loop, and a small young generation (V8's default grows to 48 MB under load); so does the
 * embedded databases' thread.
 */
export const EMBEDDED_THREAD_LIMITS = { maxYoungGenerationSizeMb: 3 };

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
 * Starts every service and then the gateway (child processes, or threads when embedded) sharing one environment.
 * Each service creates and migrates its own database on start; the catalog seeds itself
 * when empty. Resolves once the gateway reports every subgraph ready.
 */
export async function startStack(
  environment: NodeJS.ProcessEnv = process.env,
  /** Told each service's name and counts as it becomes ready (migrations applied, seed done). */
  onServiceReady?: (name: string, counts: ServiceCounts) => void,
  /** Aborted (a signal during start-up), the parts started so far are stopped and this rejects. */
  interruption?: AbortSignal,
): Promise<RunningStack> {
  const env = withRunSecret(environment);
  const embedded = runtimeModeOf(env) === 'embedded';
  // Once the stack is up, a service process that dies is started again (servers mode).
  const supervision = { started: false };
  const launchService = embedded
    ? launchThread
    : (name: string, entry: string, serviceEnv: NodeJS.ProcessEnv) =>
        launchRestartingProcess(name, entry, serviceEnv, supervision);
  const services: Part[] = [];
  // One machine, one metrics port per process: the gateway gets METRICS_PORT, the services the
  // following ports. Unset, no process serves metrics (several stacks may share a machine).
  const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined;
  const gatewayEnv: NodeJS.ProcessEnv = { ...env };
  for (const [index, name] of SERVICE_NAMES.entries()) {
    const service = SERVICE_MANIFEST[name];
    const port = Number(env[service.portVariable] ?? service.port);
    gatewayEnv[service.gatewayUrlVariable] ??= `http://127.0.0.1:${port}/graphql`;
    services.push(
      launchService(name, service.entry, {
        ...env,
        [service.portVariable]: String(port),
        ...(metricsPort ? { METRICS_PORT: String(metricsPort + index + 1) } : {}),
      }),
    );
  }
  const gateway = (embedded ? launchThread : launchProcess)(
    'gateway',
    'gateway/dist/main.js',
    gatewayEnv,
  );
  const parts = [...services, gateway];
  const readyUrl = (name: ServiceName) => {
    const service = SERVICE_MANIFEST[name];
    return `http://127.0.0.1:${env[service.portVariable] ?? service.port}/ready`;
  };
  if (onServiceReady) {
    for (const name of SERVICE_NAMES) {
      waitUntilReady(readyUrl(name)).then(
        (counts) => onServiceReady(name, counts),
        () => undefined, // the gateway's readiness below reports the failure
      );
    }
  }

  const exited = Promise.race(
    parts.map((part) => part.exited.then((code) => ({ name: part.name, code }))),
  );
  // Each part ends itself within its own bound; past it (and a margin), it is killed. The
  // gateway drains first (its in-flight requests still need the services), then the services.
  const stop = async () => {
    const killAfterMs = shutdownBoundMs(env) + 5_000;
    await gateway.stop(killAfterMs);
    await Promise.all(services.map((part) => part.stop(killAfterMs)));
  };

  const port = Number(env.PORT ?? 3000);
  const url = `http://localhost:${port}`;
  let projectionFilled = false;
  const ready = waitUntilReady(`http://127.0.0.1:${port}/ready`).then(async () => {
    projectionFilled = await catalogProjectionFilled(readyUrl('catalog'), readyUrl('reading'));
  });
  const interrupted = new Promise<'interrupted'>((resolve) => {
    if (interruption?.aborted) resolve('interrupted');
    interruption?.addEventListener('abort', () => resolve('interrupted'), { once: true });
  });
  const outcome = await Promise.race([
    ready.then(() => 'ready' as const),
    exited,
    interrupted,
  ]).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  if (outcome !== 'ready') {
    await stop();
    throw outcome === 'interrupted'
      ? new Error('interrupted during start-up')
      : new Error(`${outcome.name} exited with code ${outcome.code} during start-up`);
  }
  supervision.started = true;
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

/** A process or thread of the stack: the gateway or a service. */
interface Part {
  name: string;
  /** Resolves with the exit code once it has ended. */
  exited: Promise<number | null>;
  /** Asks it to shut down (SIGTERM) and resolves once it has; kills it after `killAfterMs`. */
  stop(killAfterMs: number): Promise<void>;
}

/** Restart delays of a service process that died: 1 s, 2 s, 4 s … capped at 30 s. */
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A process that ran this long before it died starts the back-off afresh. */
const RAN_STABLY_MS = 60_000;

/**
 * A service process that is started again when it dies after the stack is up, with back-off and
 * a line saying so, as Kubernetes restarts a pod: meanwhile the gateway answers its requests
 * with 503 and Retry-After. A death during start-up is a start-up failure (a wrong setting, a
 * failed migration) and ends the start as before.
 */
function launchRestartingProcess(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  supervision: { started: boolean },
): Part {
  let stopping = false;
  let restarts = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let endedForGood!: (code: number | null) => void;
  const exited = new Promise<number | null>((resolve) => (endedForGood = resolve));
  const run = (): ChildPart => {
    const startedAt = Date.now();
    const part = launchProcess(name, entry, env);
    void part.exited.then((code) => {
      if (stopping || !supervision.started) return endedForGood(code);
      if (Date.now() - startedAt >= RAN_STABLY_MS) restarts = 0;
      const delayMs = Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** restarts);
      restarts += 1;
      process.stderr.write(
        `${name} ${part.howItEnded()}; restarting it in ${delayMs / 1000} s (restart ${restarts})\n`,
      );
      restartTimer = setTimeout(() => (current = run()), delayMs);
    });
    return part;
  };
  let current = run();
  return {
    name,
    exited,
    async stop(killAfterMs) {
      stopping = true;
      clearTimeout(restartTimer);
      await current.stop(killAfterMs);
      endedForGood(null);
    },
  };
}

interface ChildPart extends Part {
  /** "exited with code 1", "was killed by SIGKILL". */
  howItEnded(): string;
}

function launchProcess(name: string, entry: string, env: NodeJS.ProcessEnv): ChildPart {
  const logs = stackLogs(env);
  const child = spawn(process.execPath, [...SERVERS_NODE_FLAGS, `${REPOSITORY_ROOT}${entry}`], {
    cwd: REPOSITORY_ROOT,
    env,
    stdio: ['ignore', logs ? 'pipe' : 'inherit', 'inherit'],
    // A process group of its own: Ctrl-C in the terminal reaches only `npm start`, which stops
    // the gateway first and the services after it has drained.
    detached: true,
  });
  // One formatter for every process; a process that exits must not end it for the others.
  if (child.stdout && logs) child.stdout.pipe(logs, { end: false });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    name,
    exited,
    howItEnded: () =>
      child.signalCode ? `was killed by ${child.signalCode}` : `exited with code ${child.exitCode}`,
    async stop(killAfterMs) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      await exited;
      clearTimeout(kill);
    },
  };
}

/**
 * A service thread that dies is not restarted: the embedded databases run every statement in one
 * PostgreSQL session shared by all connections (PGlite), so a thread that died inside a
 * transaction may have left that session in it, and a new thread would write inside the dead
 * one's transaction. Embedded mode stops, saying which thread ended; the data is as committed.
 */
function launchThread(name: string, entry: string, env: NodeJS.ProcessEnv): Part {
  const logs = stackLogs(env);
  const worker = new Worker(new URL(entry, REPOSITORY_URL), {
    env,
    // Without a pipe of its own, a thread's output goes straight to this process's stdout.
    stdout: Boolean(logs),
    resourceLimits: EMBEDDED_THREAD_LIMITS,
  });
  if (logs) worker.stdout.pipe(logs, { end: false });
  // A thread that fails at start-up ends with code 1; its error is shown, not thrown here.
  worker.on('error', (error) => process.stderr.write(`${name}: ${error.stack ?? error}\n`));
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    worker.once('exit', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  return {
    name,
    exited,
    async stop(killAfterMs) {
      if (ended) return;
      const request: TerminationMessage = { terminate: 'SIGTERM' };
      worker.postMessage(request);
      const kill = setTimeout(() => void worker.terminate(), killAfterMs);
      await exited;
      clearTimeout(kill);
    },
  };
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
 * summaries would come up short; until it holds every section's text, a highlight in that
 * section would be refused.
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
    const filled =
      reading[ReadinessCounts.ProjectedSummaries] === catalog[ReadinessCounts.CatalogSummaries] &&
      reading[ReadinessCounts.ProjectedSections] === catalog[ReadinessCounts.CatalogSections];
    if (filled) return true;
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

import { Worker } from 'node:worker_threads';
import { SERVICE_MANIFEST, SERVICE_NAMES } from '@distill/contracts';
import { embeddedRuntimeEnv } from '@distill/platform/embedded';
import type { DatabasesServed } from './embedded-databases.thread.js';
import { EMBEDDED_THREAD_LIMITS } from './stack.js';

export interface EmbeddedDatabases {
  /** The variables that point every service at its own database, and the embedded folder. */
  env: Record<string, string>;
  /** How many databases are served (one per service). */
  count: number;
  /** Resolves with the exit code once the databases' thread has ended. */
  exited: Promise<number>;
  stop(): Promise<void>;
}

/**
 * One PGlite database per service of the manifest, persisted in `<directory>/<service>`, all
 * served from a worker thread of their own: its small young generation keeps the garbage of the
 * databases' traffic from growing this process's memory.
 */
export async function startEmbeddedDatabases(directory: string): Promise<EmbeddedDatabases> {
  const thread = new Worker(new URL('./embedded-databases.thread.js', import.meta.url), {
    workerData: { directory },
    resourceLimits: EMBEDDED_THREAD_LIMITS,
  });
  const exited = new Promise<number>((resolve) => thread.once('exit', resolve));
  const { urls } = await new Promise<DatabasesServed>((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
    void exited.then((code) => reject(new Error(`the databases' thread exited with ${code}`)));
  });
  const env: Record<string, string> = {
    ...embeddedRuntimeEnv(directory),
    DATABASE_POOL_SIZE: '1',
    // The relay polls embedded (no LISTEN connection): often enough that events feel immediate.
    OUTBOX_POLL_INTERVAL_MS: process.env.OUTBOX_POLL_INTERVAL_MS ?? '200',
  };
  for (const name of SERVICE_NAMES) env[SERVICE_MANIFEST[name].databaseUrlVariable] = urls[name]!;
  return {
    env,
    count: Object.keys(urls).length,
    exited,
    async stop() {
      thread.postMessage('stop');
      await exited;
    },
  };
}

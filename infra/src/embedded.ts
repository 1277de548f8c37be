import { join } from 'node:path';
import { SERVICE_MANIFEST, SERVICE_NAMES } from '@distill/contracts';
import {
  initializeEmbeddedDataDirectories,
  serveEmbeddedDatabase,
  type EmbeddedDatabase,
} from '@distill/platform/embedded';

/**
 * Embedded when nothing names a server: no DATABASE_URL, no REDIS_URL, no per-service database.
 * Any of them set means servers, exactly as before.
 */
export function isEmbedded(env: NodeJS.ProcessEnv): boolean {
  return (
    !env.DATABASE_URL &&
    !env.REDIS_URL &&
    SERVICE_NAMES.every((name) => !env[SERVICE_MANIFEST[name].databaseUrlVariable])
  );
}

export interface EmbeddedDatabases {
  /** The variables that point every service at its own database, and the embedded folder. */
  env: Record<string, string>;
  /** How many databases are served (one per service). */
  count: number;
  stop(): Promise<void>;
}

/** One PGlite database per service of the manifest, persisted in `<directory>/<service>`. */
export async function startEmbeddedDatabases(directory: string): Promise<EmbeddedDatabases> {
  const env: Record<string, string> = {
    EMBEDDED_DIR: directory,
    DATABASE_POOL_SIZE: '1',
    // The relay polls embedded (no LISTEN connection): often enough that events feel immediate.
    OUTBOX_POLL_INTERVAL_MS: process.env.OUTBOX_POLL_INTERVAL_MS ?? '200',
  };
  const running: EmbeddedDatabase[] = [];
  const stop = async () => {
    for (const database of running) await database.stop();
  };
  try {
    // A first start initialises one database and copies it for every service.
    await initializeEmbeddedDataDirectories(SERVICE_NAMES.map((name) => join(directory, name)));
    for (const name of SERVICE_NAMES) {
      const database = await serveEmbeddedDatabase(join(directory, name));
      running.push(database);
      env[SERVICE_MANIFEST[name].databaseUrlVariable] = database.url;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, count: running.length, stop };
}

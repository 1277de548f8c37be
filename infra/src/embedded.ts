import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { SERVICE_MANIFEST, SERVICE_NAMES } from '@distill/contracts';

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
  stop(): Promise<void>;
}

/**
 * One PGlite (WASM PostgreSQL) per service, persisted in `<directory>/<service>`, served over
 * the PostgreSQL wire protocol on a free loopback port, so each service's unchanged TypeORM code
 * and migrations run against it. PGlite runs one statement at a time in one session shared by
 * its connections, so each service uses a pool of one connection (DATABASE_POOL_SIZE=1).
 */
export async function startEmbeddedDatabases(directory: string): Promise<EmbeddedDatabases> {
  const env: Record<string, string> = {
    EMBEDDED_DIR: directory,
    DATABASE_POOL_SIZE: '1',
  };
  const running: Array<{ db: PGlite; server: PGLiteSocketServer }> = [];
  const stop = async () => {
    for (const { db, server } of running) {
      await server.stop();
      await db.close();
    }
  };
  try {
    for (const name of SERVICE_NAMES) {
      const dataDir = join(directory, name);
      mkdirSync(dataDir, { recursive: true });
      const db = await PGlite.create(dataDir);
      // Room for the service's pool, its start-up database check and an operator's psql.
      const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
      await server.start();
      running.push({ db, server });
      env[SERVICE_MANIFEST[name].databaseUrlVariable] =
        `postgres://postgres@${server.getServerConn()}/postgres`;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, stop };
}

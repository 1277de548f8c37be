import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  /** A `postgres://` URL on a free loopback port. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A PGlite (WASM PostgreSQL) persisted in `dataDir`, served over the PostgreSQL wire protocol
 * on a free loopback port, so a service's unchanged TypeORM code and migrations run against it.
 * PGlite runs one statement at a time in one session shared by its connections: its clients use
 * a pool of one connection (DATABASE_POOL_SIZE=1).
 */
export async function serveEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // PGlite's default 128 MB of shared buffers per database would put four services over the
  // product's memory budget; their data fits in far less. Written at initdb, kept thereafter.
  const options = { postgresqlconf: ['shared_buffers=16MB'] };
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initializeInWorker(dataDir, options);
  // The catalog's library search uses trigram indexes (CREATE EXTENSION pg_trgm).
  const db = await PGlite.create(dataDir, { ...options, extensions: { pg_trgm } });
  // Room for the service's pool, its start-up database check and an operator's psql.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/**
 * A first start runs initdb, whose memory (~150 MB of WebAssembly memory per database) an
 * instance holds on to even after it is closed; in a worker thread it is all returned when the
 * worker ends, and the database then opens on its own data like on any later start.
 */
async function initializeInWorker(dataDir: string, options: object): Promise<void> {
  // CommonJS in an eval worker; PGlite's own CommonJS build, resolved from here.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const { PGlite } = require(workerData.pglite);
     PGlite.create(workerData.dataDir, workerData.options).then((db) => db.close());`,
    { eval: true, workerData: { pglite, dataDir, options } },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb of ${dataDir} exited with ${code}`)),
    );
  });
}

import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const execFileAsync = promisify(execFile);

export interface EmbeddedDatabase {
  /** A `postgres://` URL on a free loopback port. */
  url: string;
  stop(): Promise<void>;
}

/** Written at initdb and applied again at every open. */
const POSTGRESQL_CONF = [
  // PGlite's default 128 MB of shared buffers, touched at start, would put four services over
  // the product's memory budget; their data fits in far less, and what misses the buffers is read
  // from the files in the operating system's cache.
  'shared_buffers=4MB',
];

/**
 * A PGlite (WASM PostgreSQL) persisted in `dataDir`, served over the PostgreSQL wire protocol
 * on a free loopback port, so a service's unchanged TypeORM code and migrations run against it.
 * PGlite runs one statement at a time in one session shared by its connections: its clients use
 * a pool of one connection (DATABASE_POOL_SIZE=1).
 */
export async function serveEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  await initializeEmbeddedDataDirectories([dataDir]);
  const options = { postgresqlconf: POSTGRESQL_CONF };
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
 * Gives every folder of `dataDirs` that holds no database yet a freshly initialised one. initdb
 * runs once (about 2 s of CPU) and its result is copied to each folder: a data directory is
 * relocatable, and every service's starts out the same. It runs in a child process because an
 * instance keeps the ~400 MB of memory initdb touched even after it is closed (in a worker
 * thread too, measured); a process returns all of it when it exits.
 */
export async function initializeEmbeddedDataDirectories(dataDirs: string[]): Promise<void> {
  const missing = dataDirs.filter((dataDir) => !existsSync(join(dataDir, 'PG_VERSION')));
  if (missing.length === 0) return;
  const parent = dirname(missing[0]!);
  mkdirSync(parent, { recursive: true });
  const template = mkdtempSync(join(parent, '.initdb-'));
  try {
    await initdb(template);
    for (const dataDir of missing) {
      // Copied beside it and renamed into place: a folder holds a whole database or none.
      const staging = `${dataDir}.partial`;
      rmSync(staging, { recursive: true, force: true });
      cpSync(template, staging, { recursive: true });
      rmSync(dataDir, { recursive: true, force: true });
      renameSync(staging, dataDir);
    }
  } finally {
    rmSync(template, { recursive: true, force: true });
  }
}

async function initdb(dataDir: string): Promise<void> {
  // CommonJS through `node -e`: PGlite's own CommonJS build, resolved from here.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const [pglite, dataDir, conf] = process.argv.slice(1);
    require(pglite).PGlite.create(dataDir, { postgresqlconf: JSON.parse(conf) }).then((db) => db.close());`;
  await execFileAsync(process.execPath, [
    '-e',
    script,
    pglite,
    dataDir,
    JSON.stringify(POSTGRESQL_CONF),
  ]);
}

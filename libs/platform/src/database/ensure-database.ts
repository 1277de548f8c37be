import pg from 'pg';

const DUPLICATE_DATABASE = '42P04';
const UNIQUE_VIOLATION = '23505';

/**
 * Creates the database named in `url` when it does not exist, connecting to the server's
 * `postgres` database to do so. Safe to race: a concurrent creator wins and we carry on.
 */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unsupported database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`).catch((error: { code?: string }) => {
        if (error.code !== DUPLICATE_DATABASE && error.code !== UNIQUE_VIOLATION) throw error;
      });
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

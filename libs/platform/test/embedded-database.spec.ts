import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { serveEmbeddedDatabase, type EmbeddedDatabase } from '../src/embedded.js';

/** The embedded PGlite serves what the services' migrations need beyond the core. */
describe('embedded database', () => {
  const directory = mkdtempSync(join(tmpdir(), 'distill-embedded-db-'));
  let database: EmbeddedDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await serveEmbeddedDatabase(join(directory, 'catalog'));
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('has pg_trgm: a trigram index answers a case-insensitive substring search', async () => {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await client.query('CREATE TABLE book (title text NOT NULL)');
    await client.query('CREATE INDEX book_title_trgm ON book USING gin (title gin_trgm_ops)');
    await client.query(`INSERT INTO book VALUES ('Atomic Habits'), ('Deep Work'), ('Meditations')`);
    const { rows } = await client.query<{ title: string }>(
      `SELECT title FROM book WHERE title ILIKE $1`,
      ['%HABIT%'],
    );
    expect(rows.map((row) => row.title)).toEqual(['Atomic Habits']);
  });
});

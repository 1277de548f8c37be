import { DataSource } from 'typeorm';
import { SERVICE_MANIFEST } from '@distill/contracts';
import { ensureDatabaseExists, serviceDataSourceOptions } from '@distill/platform';
import { CATALOG_ENTITIES, CATALOG_MIGRATIONS } from '../catalog.schema.js';
import { loadSeedContent } from './seed-content.js';
import { SYNTHETIC_WORDS_PER_MINUTE, writeSyntheticCatalog } from './synthetic-catalog.js';

/**
 * `npm run seed:synthetic -- 100000 [words-per-minute]`: a synthetic catalogue of that many
 * published summaries with their sections in its own database (SYNTHETIC_CATALOG_DATABASE_URL,
 * default `distill_synthetic_catalog` on the DATABASE_URL server), for measuring the library and
 * search at scale. Sections hold 200 words per minute of reading time unless told fewer. It
 * never writes the real catalog.
 */
export const SYNTHETIC_DATABASE = 'distill_synthetic_catalog';

function fail(message: string): never {
  process.stderr.write(`seed:synthetic: ${message}\n`);
  process.exit(1);
}

const countArgument = process.argv[2] ?? '10000';
const count = Number(countArgument);
if (!/^\d+$/.test(countArgument) || count < 1 || count > 1_000_000) {
  fail(`the count must be a whole number from 1 to 1000000, not "${countArgument}"`);
}

const paceArgument = process.argv[3] ?? String(SYNTHETIC_WORDS_PER_MINUTE);
const wordsPerMinute = Number(paceArgument);
if (!/^\d+$/.test(paceArgument) || wordsPerMinute < 10 || wordsPerMinute > 400) {
  fail(`the words per minute must be a whole number from 10 to 400, not "${paceArgument}"`);
}

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const defaultUrl = new URL(server);
defaultUrl.pathname = `/${SYNTHETIC_DATABASE}`;
const url = new URL(process.env.SYNTHETIC_CATALOG_DATABASE_URL || defaultUrl.toString());
const database = decodeURIComponent(url.pathname.slice(1));
const real = process.env.CATALOG_DATABASE_URL
  ? decodeURIComponent(new URL(process.env.CATALOG_DATABASE_URL).pathname.slice(1))
  : SERVICE_MANIFEST.catalog.database;
if (database === real || database === SERVICE_MANIFEST.catalog.database) {
  fail(`refusing to write into the catalog's own database "${database}"`);
}

const started = performance.now();
await ensureDatabaseExists(url.toString());
const dataSource = await new DataSource(
  serviceDataSourceOptions(url.toString(), {
    entities: CATALOG_ENTITIES,
    migrations: CATALOG_MIGRATIONS,
  }),
).initialize();
try {
  await dataSource.runMigrations();
  const result = await writeSyntheticCatalog(
    dataSource,
    count,
    await loadSeedContent(),
    (n) => process.stdout.write(`seed:synthetic: ${n}/${count} summaries written\n`),
    wordsPerMinute,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const [{ size }] = (await dataSource.query(
    `SELECT pg_size_pretty(pg_database_size(current_database())) AS size`,
  )) as [{ size: string }];
  process.stdout.write(
    result === 'unchanged'
      ? `seed:synthetic: ${database} already holds the ${count} synthetic summaries (${size})\n`
      : `seed:synthetic: ${count} summaries (${wordsPerMinute} words a minute of reading) in ${database} in ${seconds} s; the database holds ${size}\n`,
  );
} finally {
  await dataSource.destroy();
}

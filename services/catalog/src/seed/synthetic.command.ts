import { DataSource } from 'typeorm';
import { SERVICE_MANIFEST } from '@distill/contracts';
import { ensureDatabaseExists, serviceDataSourceOptions } from '@distill/platform';
import { CATALOG_ENTITIES, CATALOG_MIGRATIONS } from '../catalog.schema.js';
import { loadSeedContent } from './seed-content.js';
import { writeSyntheticCatalog } from './synthetic-catalog.js';

/**
 * `npm run seed:synthetic -- 10000`: a synthetic catalogue of that many published summaries in
 * its own database (SYNTHETIC_CATALOG_DATABASE_URL, default `distill_synthetic_catalog` on the
 * DATABASE_URL server), for measuring the library at scale. It never writes the real catalog.
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
  const result = await writeSyntheticCatalog(dataSource, count, await loadSeedContent(), (n) =>
    process.stdout.write(`seed:synthetic: ${n}/${count} summaries written\n`),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    result === 'unchanged'
      ? `seed:synthetic: ${database} already holds the ${count} synthetic summaries\n`
      : `seed:synthetic: ${count} summaries in ${database} in ${seconds} s\n`,
  );
} finally {
  await dataSource.destroy();
}

import { DataSource } from 'typeorm';
import {
  createLogger,
  ensureDatabaseExists,
  EventPublisher,
  loadConfigOrExit,
  serviceDataSourceOptions,
  serviceDatabaseUrl,
  type PlatformRuntime,
} from '@distill/platform';
import { CATALOG_ENTITIES, CATALOG_MIGRATIONS } from '../catalog.schema.js';
import { catalogConfigSchema } from '../config.js';
import { seedCatalog } from './catalog-seeder.js';
import { loadSeedContent } from './seed-content.js';

/**
 * `npm run seed`: migrate the catalog database, add any bundled summary it lacks and bring the
 * seeded summaries nobody has edited up to the bundled text.
 */
const config = loadConfigOrExit(catalogConfigSchema);
const logger = createLogger('catalog-seed', config.LOG_LEVEL);
const url = serviceDatabaseUrl('catalog', config);
await ensureDatabaseExists(url);
const dataSource = await new DataSource(
  serviceDataSourceOptions(url, { entities: CATALOG_ENTITIES, migrations: CATALOG_MIGRATIONS }),
).initialize();
try {
  await dataSource.runMigrations();
  const runtime = { service: 'catalog', logger } as PlatformRuntime;
  const result = await seedCatalog(
    dataSource,
    new EventPublisher(runtime),
    await loadSeedContent(),
  );
  logger.info(
    result,
    `seed complete: ${result.inserted} summaries added, ${result.upgraded} brought up to date`,
  );
} finally {
  await dataSource.destroy();
}

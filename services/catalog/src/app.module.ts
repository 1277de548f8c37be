import { type DynamicModule, Module } from '@nestjs/common';
import { ReadinessCounts } from '@distill/contracts';
import { PlatformModule } from '@distill/platform';
import { CATALOG_ENTITIES, CATALOG_MIGRATIONS } from './catalog.schema.js';
import type { CatalogConfig } from './config.js';
import { CATALOG_FEATURES } from './subgraph.js';
import { SeedOnStart } from './seed/seed-on-start.js';

@Module({})
export class CatalogAppModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogAppModule,
      imports: [
        PlatformModule.forRoot({
          service: 'catalog',
          config,
          entities: CATALOG_ENTITIES,
          migrations: CATALOG_MIGRATIONS,
          readinessCounts: async (dataSource) => ({
            [ReadinessCounts.CatalogSummaries]: Number(
              (await dataSource.query('SELECT count(*) AS n FROM summary'))[0].n,
            ),
            [ReadinessCounts.CatalogSections]: Number(
              (await dataSource.query('SELECT count(*) AS n FROM section'))[0].n,
            ),
          }),
        }),
        ...CATALOG_FEATURES,
      ],
      providers: [SeedOnStart],
    };
  }
}

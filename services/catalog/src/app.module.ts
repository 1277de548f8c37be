import { type DynamicModule, Module } from '@nestjs/common';
import { ReadinessCounts } from '@distill/contracts';
import { PlatformModule } from '@distill/platform';
import { AuditModule } from './audit/audit.module.js';
import { CATALOG_ENTITIES, CATALOG_MIGRATIONS } from './catalog.schema.js';
import { CategoriesModule } from './categories/categories.module.js';
import type { CatalogConfig } from './config.js';
import { SectionsModule } from './sections/sections.module.js';
import { SeedOnStart } from './seed/seed-on-start.js';
import { SummariesModule } from './summaries/summaries.module.js';

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
          }),
        }),
        AuditModule,
        CategoriesModule,
        SummariesModule,
        SectionsModule,
      ],
      providers: [SeedOnStart],
    };
  }
}

import { type DynamicModule, Module } from '@nestjs/common';
import { ReadinessCounts } from '@distill/contracts';
import { PlatformModule } from '@distill/platform';
import type { ReadingConfig } from './config.js';
import { READING_FEATURES } from './subgraph.js';
import { READING_ENTITIES, READING_MIGRATIONS } from './reading.schema.js';

@Module({})
export class ReadingAppModule {
  static forRoot(config: ReadingConfig): DynamicModule {
    return {
      module: ReadingAppModule,
      imports: [
        PlatformModule.forRoot({
          service: 'reading',
          config,
          entities: READING_ENTITIES,
          migrations: READING_MIGRATIONS,
          // `npm start` waits until these match the catalog's counts (its seed events arrived).
          readinessCounts: async (dataSource) => ({
            [ReadinessCounts.ProjectedSummaries]: Number(
              (
                await dataSource.query(
                  'SELECT count(*) AS n FROM summary_projection WHERE deleted_at IS NULL',
                )
              )[0].n,
            ),
            [ReadinessCounts.ProjectedSections]: Number(
              // A deleted summary takes its sections with it, without an event for each.
              (
                await dataSource.query(
                  `SELECT count(*) AS n FROM section_text text
                   WHERE text.deleted_at IS NULL AND NOT EXISTS (
                     SELECT 1 FROM summary_projection summary
                     WHERE summary.id = text.summary_id AND summary.deleted_at IS NOT NULL)`,
                )
              )[0].n,
            ),
          }),
        }),
        ...READING_FEATURES,
      ],
    };
  }
}

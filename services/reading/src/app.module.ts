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
          // `npm start` waits until this matches the catalog's count (its seed events arrived).
          readinessCounts: async (dataSource) => ({
            [ReadinessCounts.ProjectedSummaries]: Number(
              (
                await dataSource.query(
                  'SELECT count(*) AS n FROM summary_projection WHERE deleted_at IS NULL',
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

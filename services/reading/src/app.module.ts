import { type DynamicModule, Module } from '@nestjs/common';
import { ReadinessCounts } from '@distill/contracts';
import { PlatformModule } from '@distill/platform';
import { CatalogProjectionModule } from './catalog-projection/catalog-projection.module.js';
import type { ReadingConfig } from './config.js';
import { FavoritesModule } from './favorites/favorites.module.js';
import { HighlightsModule } from './highlights/highlights.module.js';
import { ReadingProgressModule } from './progress/reading-progress.module.js';
import { READING_ENTITIES, READING_MIGRATIONS } from './reading.schema.js';
import { ReviewModule } from './review/review.module.js';
import { SectionTextModule } from './section-text/section-text.module.js';
import { ReadingStatsModule } from './stats/reading-stats.module.js';
import { SummariesModule } from './summaries/summaries.module.js';

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
        CatalogProjectionModule,
        FavoritesModule,
        HighlightsModule,
        ReadingProgressModule,
        ReadingStatsModule,
        ReviewModule,
        SectionTextModule,
        SummariesModule,
      ],
    };
  }
}

import { type FeatureModule, MemberErasureModule } from '@distill/platform';
import { READING_MEMBER_DATA } from './account-erasure/member-data.js';
import { DataArchiveModule } from './data-archive/data-archive.module.js';
import { CatalogProjectionModule } from './catalog-projection/catalog-projection.module.js';
import { FavoritesModule } from './favorites/favorites.module.js';
import { HighlightsModule } from './highlights/highlights.module.js';
import { ReadingProgressModule } from './progress/reading-progress.module.js';
import { ReaderSettingsModule } from './reader-settings/reader-settings.module.js';
import { ReviewModule } from './review/review.module.js';
import { ReviewEmailsModule } from './review-emails/review-emails.module.js';
import { SectionTextModule } from './section-text/section-text.module.js';
import { ReadingStatsModule } from './stats/reading-stats.module.js';
import { SummariesModule } from './summaries/summaries.module.js';

/**
 * The reading service's features, which its app module imports and from which its build prints the
 * subgraph's SDL (`subgraph.command.ts`: resolvers' types only, no database).
 */
export const READING_FEATURES: FeatureModule[] = [
  MemberErasureModule.of(READING_MEMBER_DATA),
  DataArchiveModule,
  CatalogProjectionModule,
  FavoritesModule,
  HighlightsModule,
  ReadingProgressModule,
  ReaderSettingsModule,
  ReadingStatsModule,
  ReviewModule,
  ReviewEmailsModule,
  SectionTextModule,
  SummariesModule,
];

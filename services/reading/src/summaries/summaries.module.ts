import { Module } from '@nestjs/common';
import { FavoritesModule } from '../favorites/favorites.module.js';
import { ReadingProgressModule } from '../progress/reading-progress.module.js';
import { SummaryReadingFieldsResolver } from './summary-reading-fields.resolver.js';

@Module({
  imports: [FavoritesModule, ReadingProgressModule],
  providers: [SummaryReadingFieldsResolver],
})
export class SummariesModule {}

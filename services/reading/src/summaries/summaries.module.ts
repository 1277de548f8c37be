import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SummaryProjection } from '../catalog-projection/summary-projection.entity.js';
import { FavoritesModule } from '../favorites/favorites.module.js';
import { ReadingProgressModule } from '../progress/reading-progress.module.js';
import { NextReadService } from './next-read.service.js';
import { SummaryCardFieldsResolver } from './summary-card-fields.resolver.js';
import { SummaryCards } from './summary-cards.service.js';
import { SummaryReadingFieldsResolver } from './summary-reading-fields.resolver.js';

@Module({
  imports: [TypeOrmModule.forFeature([SummaryProjection]), FavoritesModule, ReadingProgressModule],
  providers: [
    SummaryReadingFieldsResolver,
    SummaryCardFieldsResolver,
    SummaryCards,
    NextReadService,
  ],
})
export class SummariesModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SummaryProjection } from '../catalog-projection/summary-projection.entity.js';
import { FavoritesModule } from '../favorites/favorites.module.js';
import { ReadingProgressModule } from '../progress/reading-progress.module.js';
import { NextReadService } from './next-read.service.js';
import { SummaryCardsModule } from './summary-cards.module.js';
import { SummaryReadingFieldsResolver } from './summary-reading-fields.resolver.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([SummaryProjection]),
    FavoritesModule,
    ReadingProgressModule,
    SummaryCardsModule,
  ],
  providers: [SummaryReadingFieldsResolver, NextReadService],
})
export class SummariesModule {}

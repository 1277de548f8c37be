import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogProjectionModule } from '../catalog-projection/catalog-projection.module.js';
import { SummaryCardsModule } from '../summaries/summary-cards.module.js';
import { ReadingActivity } from './reading-activity.entity.js';
import { ReadingProgress } from './reading-progress.entity.js';
import { ReadingProgressResolver } from './reading-progress.resolver.js';
import { ReadingProgressService } from './reading-progress.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([ReadingProgress, ReadingActivity]),
    CatalogProjectionModule,
    SummaryCardsModule,
  ],
  providers: [ReadingProgressService, ReadingProgressResolver],
  exports: [ReadingProgressService],
})
export class ReadingProgressModule {}

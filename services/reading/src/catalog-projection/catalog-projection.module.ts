import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryProjection } from './category-projection.entity.js';
import { CatalogProjectionConsumer } from './catalog-projection.consumer.js';
import { CatalogProjectionService } from './catalog-projection.service.js';
import { FreePickProjection } from './free-pick-projection.entity.js';
import { ListedSummaries } from './listed-summaries.service.js';
import { SummaryProjection } from './summary-projection.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([SummaryProjection, CategoryProjection, FreePickProjection])],
  controllers: [CatalogProjectionConsumer],
  providers: [CatalogProjectionService, ListedSummaries],
  exports: [ListedSummaries, CatalogProjectionService],
})
export class CatalogProjectionModule {}

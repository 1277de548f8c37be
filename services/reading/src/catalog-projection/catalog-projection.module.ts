import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogProjectionConsumer } from './catalog-projection.consumer.js';
import { CatalogProjectionService } from './catalog-projection.service.js';
import { FreePickProjection } from './free-pick-projection.entity.js';
import { ListedSummaries } from './listed-summaries.service.js';
import { SummaryProjection } from './summary-projection.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([SummaryProjection, FreePickProjection])],
  controllers: [CatalogProjectionConsumer],
  providers: [CatalogProjectionService, ListedSummaries],
  exports: [ListedSummaries],
})
export class CatalogProjectionModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogProjectionModule } from '../catalog-projection/catalog-projection.module.js';
import { SummaryProjection } from '../catalog-projection/summary-projection.entity.js';
import { Highlight } from './highlight.entity.js';
import { HighlightsResolver } from './highlights.resolver.js';
import { HighlightsService } from './highlights.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Highlight, SummaryProjection]), CatalogProjectionModule],
  providers: [HighlightsService, HighlightsResolver],
})
export class HighlightsModule {}

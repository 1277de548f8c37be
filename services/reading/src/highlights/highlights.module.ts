import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogProjectionModule } from '../catalog-projection/catalog-projection.module.js';
import { SummaryProjection } from '../catalog-projection/summary-projection.entity.js';
import { SectionText } from '../section-text/section-text.entity.js';
import { Highlight } from './highlight.entity.js';
import { HighlightsResolver } from './highlights.resolver.js';
import { HighlightsService } from './highlights.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Highlight, SummaryProjection, SectionText]),
    CatalogProjectionModule,
  ],
  providers: [HighlightsService, HighlightsResolver],
})
export class HighlightsModule {}

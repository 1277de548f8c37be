import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Section } from './section.entity.js';
import { SectionsService } from './sections.service.js';
import { SummarySectionsResolver } from './summary-sections.resolver.js';

@Module({
  imports: [TypeOrmModule.forFeature([Section])],
  providers: [SectionsService, SummarySectionsResolver],
  exports: [SectionsService],
})
export class SectionsModule {}

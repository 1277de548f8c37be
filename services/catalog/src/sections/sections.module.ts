import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSectionsResolver } from './admin-sections.resolver.js';
import { Section } from './section.entity.js';
import { SectionsService } from './sections.service.js';
import { SummarySectionsResolver } from './summary-sections.resolver.js';

@Module({
  imports: [TypeOrmModule.forFeature([Section])],
  providers: [SectionsService, SummarySectionsResolver, AdminSectionsResolver],
  exports: [SectionsService],
})
export class SectionsModule {}

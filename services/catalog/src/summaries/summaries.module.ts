import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SummariesResolver } from './summaries.resolver.js';
import { SummariesService } from './summaries.service.js';
import { Summary } from './summary.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Summary])],
  providers: [SummariesService, SummariesResolver],
  exports: [SummariesService],
})
export class SummariesModule {}

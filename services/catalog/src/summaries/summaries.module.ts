import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FreePicksModule } from '../free-picks/free-picks.module.js';
import { SummariesResolver } from './summaries.resolver.js';
import { SummaryEditor } from './summary-editor.service.js';
import { SummaryQueries } from './summary-queries.service.js';
import { Summary } from './summary.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Summary]), FreePicksModule],
  providers: [SummaryQueries, SummaryEditor, SummariesResolver],
})
export class SummariesModule {}

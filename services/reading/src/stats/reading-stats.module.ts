import { Module } from '@nestjs/common';
import { ReadingStatsResolver } from './reading-stats.resolver.js';
import { ReadingStatsService } from './reading-stats.service.js';

@Module({ providers: [ReadingStatsService, ReadingStatsResolver] })
export class ReadingStatsModule {}

import { Module } from '@nestjs/common';
import { ReadingDataResolver } from './reading-data.resolver.js';

@Module({ providers: [ReadingDataResolver] })
export class DataArchiveModule {}

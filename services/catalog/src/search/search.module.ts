import { Module } from '@nestjs/common';
import { FreePicksModule } from '../free-picks/free-picks.module.js';
import { SearchResolver } from './search.resolver.js';
import { SearchService } from './search.service.js';

@Module({
  imports: [FreePicksModule],
  providers: [SearchService, SearchResolver],
})
export class SearchModule {}

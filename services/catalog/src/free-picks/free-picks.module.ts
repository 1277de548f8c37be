import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FreePick } from './free-pick.entity.js';
import { FreePicksResolver } from './free-picks.resolver.js';
import { FreePicks } from './free-picks.service.js';

/** Free picks; exports `FreePicks` so the summaries' reads know what a member unlocked. */
@Module({
  imports: [TypeOrmModule.forFeature([FreePick])],
  providers: [FreePicks, FreePicksResolver],
  exports: [FreePicks],
})
export class FreePicksModule {}

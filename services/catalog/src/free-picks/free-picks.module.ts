import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FreePick } from './free-pick.entity.js';
import { FreePicksResolver } from './free-picks.resolver.js';
import { FreePicks } from './free-picks.service.js';
import { MemberTimeZone } from './member-time-zone.entity.js';

/** Free picks; exports `FreePicks` so the summaries' reads know what a member unlocked. */
@Module({
  imports: [TypeOrmModule.forFeature([FreePick, MemberTimeZone])],
  providers: [FreePicks, FreePicksResolver],
  exports: [FreePicks],
})
export class FreePicksModule {}

import { Args, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly } from '@distill/platform';
import { ReadingStatsModel } from './reading-stats.model.js';
import { ReadingStatsService } from './reading-stats.service.js';

@Resolver(() => ReadingStatsModel)
export class ReadingStatsResolver {
  constructor(private readonly stats: ReadingStatsService) {}

  @Query(() => ReadingStatsModel, {
    description: "The signed-in member's stats; days and weeks follow their IANA time zone.",
  })
  @MemberOnly()
  readingStats(
    @CurrentViewer() viewer: MemberViewer,
    @Args('timeZone', { description: 'e.g. Europe/Berlin' }) timeZone: string,
  ): Promise<ReadingStatsModel> {
    return this.stats.forMember(viewer, timeZone);
  }
}

import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { AdminOnly, CurrentViewer, MemberOnly } from '@distill/platform';
import { FreePicks } from './free-picks.service.js';
import {
  FreePickModel,
  FreePicksModel,
  FreePicksOverviewModel,
  FreePickUseModel,
} from './free-picks.model.js';

const TIME_ZONE = { description: "The member's IANA time zone, e.g. Europe/Berlin." };

@Resolver()
export class FreePicksResolver {
  constructor(private readonly picks: FreePicks) {}

  @Query(() => FreePicksModel, {
    description: "The viewer's free picks this month, in their time zone. Members only.",
  })
  @MemberOnly()
  freePicks(
    @CurrentViewer() viewer: MemberViewer,
    @Args('timeZone', TIME_ZONE) timeZone: string,
  ): Promise<FreePicksModel> {
    return this.picks.ofMember(viewer, timeZone);
  }

  @Mutation(() => FreePickUseModel, {
    description:
      'Unlocks a published Premium summary until the end of the month (idempotent within the month). Members without Premium only.',
  })
  @MemberOnly()
  useFreePick(
    @CurrentViewer() viewer: MemberViewer,
    @Args('summaryId', { type: () => ID }) summaryId: string,
    @Args('timeZone', TIME_ZONE) timeZone: string,
  ): Promise<FreePickUseModel> {
    return this.picks.use(viewer, summaryId, timeZone);
  }

  @Query(() => FreePicksOverviewModel, { description: 'Admins only.' })
  @AdminOnly()
  freePicksOverview(
    @Args('timeZone', { description: "The admin's IANA time zone." }) timeZone: string,
  ): Promise<FreePicksOverviewModel> {
    return this.picks.overview(timeZone);
  }

  @Query(() => [FreePickModel], {
    description: 'The summaries a member has unlocked now, for User Management. Admins only.',
  })
  @AdminOnly()
  memberFreePicks(@Args('userId', { type: () => ID }) userId: string): Promise<FreePickModel[]> {
    return this.picks.currentPicks(userId);
  }
}

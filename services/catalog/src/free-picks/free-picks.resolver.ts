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

const TIME_ZONE = {
  type: () => String,
  nullable: true,
  description:
    "The member's IANA time zone, e.g. Europe/Berlin. The month is counted in the zone stored for the member: the first one named, changed to another named at most once per 24 hours; without either, UTC.",
};

@Resolver()
export class FreePicksResolver {
  constructor(private readonly picks: FreePicks) {}

  @Query(() => FreePicksModel, {
    description: "The viewer's free picks this month, in their stored time zone. Members only.",
  })
  @MemberOnly()
  freePicks(
    @CurrentViewer() viewer: MemberViewer,
    @Args('timeZone', TIME_ZONE) timeZone: string | null | undefined,
  ): Promise<FreePicksModel> {
    return this.picks.ofMember(viewer, timeZone ?? null);
  }

  @Mutation(() => FreePickUseModel, {
    description:
      'Unlocks a published Premium summary for 30 days from the day of the pick (idempotent while it is open). Members without Premium only.',
  })
  @MemberOnly()
  useFreePick(
    @CurrentViewer() viewer: MemberViewer,
    @Args('summaryId', { type: () => ID }) summaryId: string,
    @Args('timeZone', TIME_ZONE) timeZone: string | null | undefined,
  ): Promise<FreePickUseModel> {
    return this.picks.use(viewer, summaryId, timeZone ?? null);
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

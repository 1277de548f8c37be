import {
  Args,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import { isAdmin, type MemberViewer, type Viewer } from '@distill/contracts';
import { AccessError, AdminOnly, CurrentViewer, MemberOnly } from '@distill/platform';
import { FreePicks } from './free-picks.service.js';
import {
  FreePickModel,
  FreePicksModel,
  FreePicksOverviewModel,
  FreePickUseModel,
  MemberReference,
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
}

/** A member's current picks on identity's User, for User Management. */
@Resolver(() => MemberReference)
export class MemberFreePicksResolver {
  constructor(private readonly picks: FreePicks) {}

  @ResolveReference()
  resolveReference(reference: { id: string }): MemberReference {
    return { id: reference.id };
  }

  @ResolveField(() => [FreePickModel], {
    description: 'The summaries this member has unlocked now. Admins only.',
  })
  freePicks(
    @Parent() member: MemberReference,
    @CurrentViewer() viewer: Viewer,
  ): Promise<FreePickModel[]> {
    if (!isAdmin(viewer)) throw AccessError.adminOnly();
    return this.picks.currentPicks(member.id);
  }
}

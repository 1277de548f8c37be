import { Args, Field, ID, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import type { Viewer } from '@distill/contracts';
import { CurrentViewer } from '@distill/platform';
import type { MemberAccess } from '../members/member-access.js';
import { ComplimentaryService } from './complimentary.service.js';

@ObjectType('MemberAccess')
export class MemberAccessModel {
  @Field()
  subscriptionStatus!: string;

  @Field()
  subscriptionType!: string;
}

/** Admins only: complimentary Premium from User Management. */
@Resolver()
export class ComplimentaryResolver {
  constructor(private readonly complimentary: ComplimentaryService) {}

  @Mutation(() => MemberAccessModel, { description: 'Gives a member Premium without a payment.' })
  grantComplimentaryPremium(
    @CurrentViewer() viewer: Viewer,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<MemberAccess> {
    return this.complimentary.grant(viewer, userId);
  }

  @Mutation(() => MemberAccessModel, { description: 'Takes back complimentary Premium.' })
  revokeComplimentaryPremium(
    @CurrentViewer() viewer: Viewer,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<MemberAccess> {
    return this.complimentary.revoke(viewer, userId);
  }
}

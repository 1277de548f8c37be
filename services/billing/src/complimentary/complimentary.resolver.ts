import { Args, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { AdminOnly, CurrentViewer } from '@distill/platform';
import type { MemberAccess } from '../members/member-access.js';
import { ComplimentaryService, MAX_GRANT_DAYS } from './complimentary.service.js';

@ObjectType('MemberAccess')
export class MemberAccessModel {
  @Field()
  subscriptionStatus!: string;

  @Field()
  subscriptionType!: string;
}

@ObjectType('ComplimentaryGrant', { description: "A member's complimentary Premium." })
export class ComplimentaryGrantModel {
  @Field(() => ID)
  userId!: string;

  @Field(() => Date, {
    nullable: true,
    description: 'When it ends by itself; null: until revoked.',
  })
  endsAt!: Date | null;
}

/** Admins only: complimentary Premium from User Management. */
@Resolver()
export class ComplimentaryResolver {
  constructor(private readonly complimentary: ComplimentaryService) {}

  @Mutation(() => MemberAccessModel, {
    description: `Gives a member Premium without a payment, for \`days\` (1 to ${MAX_GRANT_DAYS}) or, left out, until revoked. A second grant sets the new end.`,
  })
  @AdminOnly()
  grantComplimentaryPremium(
    @CurrentViewer() admin: MemberViewer,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('days', { type: () => Int, nullable: true }) days?: number | null,
  ): Promise<MemberAccess> {
    return this.complimentary.grant(admin, userId, days ?? null);
  }

  @Mutation(() => MemberAccessModel, { description: 'Takes back complimentary Premium.' })
  @AdminOnly()
  revokeComplimentaryPremium(
    @CurrentViewer() admin: MemberViewer,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<MemberAccess> {
    return this.complimentary.revoke(admin, userId);
  }

  @Query(() => [ComplimentaryGrantModel], {
    description: 'The open complimentary grants of these members, with their ends. Admins only.',
  })
  @AdminOnly()
  async complimentaryGrants(
    @Args('userIds', { type: () => [ID] }) userIds: string[],
  ): Promise<ComplimentaryGrantModel[]> {
    const ends = await this.complimentary.endsOf(userIds);
    return [...ends].map(([userId, endsAt]) => ({ userId, endsAt }));
  }
}

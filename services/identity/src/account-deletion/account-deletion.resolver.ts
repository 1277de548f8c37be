import { Args, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly, Public } from '@distill/platform';
import type { User } from '../users/user.entity.js';
import { UserModel } from '../users/user.model.js';
import type { AccountDeletion } from './account-deletion.entity.js';
import { AccountDeletionModel } from './account-deletion.model.js';
import { AccountDeletionService } from './account-deletion.service.js';

@Resolver(() => UserModel)
export class AccountDeletionResolver {
  constructor(private readonly deletions: AccountDeletionService) {}

  @Query(() => Int, {
    description:
      'Days between a deletion request and the erasure (ACCOUNT_DELETION_GRACE_DAYS), for the ' +
      'page that explains it.',
  })
  @Public()
  accountDeletionGraceDays(): number {
    return this.deletions.graceDays;
  }

  @Mutation(() => AccountDeletionModel, {
    description:
      "Schedules the signed-in member's account for erasure after ACCOUNT_DELETION_GRACE_DAYS and " +
      'ends every session. Proof: `password` (accounts with one) or a `providerIdToken` from a ' +
      'sign-in in the last 5 minutes; `confirmation` is their e-mail address. 409 when already ' +
      'scheduled; admins cannot (403).',
  })
  @MemberOnly()
  requestAccountDeletion(
    @CurrentViewer() viewer: MemberViewer,
    @Args('confirmation') confirmation: string,
    @Args('password', { type: () => String, nullable: true }) password: string | null,
    @Args('providerIdToken', { type: () => String, nullable: true })
    providerIdToken: string | null,
  ): Promise<AccountDeletion> {
    return this.deletions.request(viewer, { confirmation, password, providerIdToken });
  }

  @Mutation(() => Boolean, {
    description: "Cancels the signed-in member's pending deletion (404 when none).",
  })
  @MemberOnly()
  async cancelAccountDeletion(@CurrentViewer() viewer: MemberViewer): Promise<boolean> {
    await this.deletions.cancel(viewer);
    return true;
  }

  @ResolveField(() => AccountDeletionModel, {
    nullable: true,
    description: 'The pending deletion of this account, if any (its member and admins).',
  })
  // A User reaches only its own member and admins (UsersResolver), and the answer of the sign-in
  // that is making a visitor that member: that answer offers to cancel the deletion.
  @Public()
  async pendingDeletion(@Parent() user: User): Promise<AccountDeletion | null> {
    return (await this.deletions.pendingOf([user.id])).get(user.id) ?? null;
  }
}

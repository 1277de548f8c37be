import { Int, Parent, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { isAdmin, type Viewer } from '@distill/contracts';
import { AdminOnly, CurrentViewer, Public } from '@distill/platform';
import type { User } from './user.entity.js';
import { UserModel } from './user.model.js';
import { UsersService } from './users.service.js';

@Resolver(() => UserModel)
export class UsersResolver {
  constructor(private readonly accounts: UsersService) {}

  @Query(() => UserModel, {
    nullable: true,
    description: 'The signed-in member; null for anonymous visitors.',
  })
  @Public()
  viewer(@CurrentViewer() viewer: Viewer): Promise<User | null> {
    return this.accounts.viewerAccount(viewer);
  }

  @Query(() => Int, { description: 'How many member accounts exist (the landing figures).' })
  @Public()
  memberCount(): Promise<number> {
    return this.accounts.memberCount();
  }

  @Query(() => [UserModel], { description: 'Every account, oldest first. Admins only.' })
  @AdminOnly()
  users(): Promise<User[]> {
    return this.accounts.list();
  }

  /** Other subgraphs may point at a user; only that user and admins see the account behind it. */
  @ResolveReference()
  @Public()
  async resolveReference(
    @Parent() reference: { __typename: string; id: string },
    @CurrentViewer() viewer: Viewer,
  ): Promise<User | null> {
    if (viewer.kind !== 'member' || (viewer.id !== reference.id && !isAdmin(viewer))) return null;
    return this.accounts.findById(reference.id);
  }
}

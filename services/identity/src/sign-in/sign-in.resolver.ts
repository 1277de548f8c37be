import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { CurrentClientAddress, CurrentViewer, GatewayOnly, MemberOnly } from '@distill/platform';
import type { User } from '../users/user.entity.js';
import { UserModel } from '../users/user.model.js';
import { SessionGrantModel } from './session-grant.model.js';
import { type SessionGrant, SignInService } from './sign-in.service.js';

/**
 * Credential operations. They are `@inaccessible`: composed into the supergraph but absent from
 * the API schema, so only the gateway's own server-side calls to this subgraph reach them.
 */
@Resolver()
export class SignInResolver {
  constructor(private readonly signIn: SignInService) {}

  @Mutation(() => SessionGrantModel)
  @GatewayOnly()
  signInWithPassword(
    @Args('email') email: string,
    @Args('password') password: string,
    @CurrentClientAddress() clientAddress: string | null,
  ): Promise<SessionGrant> {
    return this.signIn.signIn(email, password, clientAddress);
  }

  @Mutation(() => ID, {
    nullable: true,
    description: 'The signed-out user id; null when the session was not live.',
  })
  @GatewayOnly()
  signOut(@Args('sessionToken') sessionToken: string): Promise<string | null> {
    return this.signIn.signOut(sessionToken);
  }

  /** Public: "sign out everywhere" for the signed-in member. */
  @Mutation(() => Int, {
    description:
      'Ends every session of the signed-in member (all devices), the identity provider ones ' +
      'too; returns how many cookie sessions ended.',
  })
  @MemberOnly()
  revokeViewerSessions(@CurrentViewer() viewer: MemberViewer): Promise<number> {
    return this.signIn.revokeAllSessions(viewer);
  }

  @Query(() => UserModel, {
    nullable: true,
    description: 'The account of a live session, sliding its idle expiry.',
  })
  @GatewayOnly()
  viewerForSession(@Args('sessionToken') sessionToken: string): Promise<User | null> {
    return this.signIn.viewerForSession(sessionToken);
  }
}

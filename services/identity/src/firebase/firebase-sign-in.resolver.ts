import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { CurrentClientAddress, CurrentViewer, GatewayOnly, MemberOnly } from '@distill/platform';
import type { User } from '../users/user.entity.js';
import { UserModel } from '../users/user.model.js';
import { FirebaseSignInService } from './firebase-sign-in.service.js';

@Resolver()
export class FirebaseSignInResolver {
  constructor(private readonly firebase: FirebaseSignInService) {}

  /** Internal: the gateway resolves `Authorization: Bearer <Firebase ID token>` through this. */
  @Mutation(() => UserModel, {
    description:
      'Verifies a Firebase ID token and finds its account by firebaseUid, or creates one; ' +
      'refuses a token whose e-mail is not verified (FIREBASE_EMAIL_NOT_VERIFIED) and ' +
      '(FIREBASE_LINK_REQUIRED) when a password account holds its e-mail.',
  })
  @GatewayOnly()
  signInWithFirebase(@Args('idToken') idToken: string): Promise<User> {
    return this.firebase.signIn(idToken);
  }

  /** Internal: the gateway's answer to FIREBASE_LINK_REQUIRED, with the password the member typed. */
  @Mutation(() => UserModel, {
    description:
      "Joins a Firebase ID token's identity to the password account of its e-mail, proven by " +
      "that account's Distill password (a sign-in attempt: 401 when wrong, 429 past the limits).",
  })
  @GatewayOnly()
  linkFirebaseAccount(
    @Args('idToken') idToken: string,
    @Args('password') password: string,
    @CurrentClientAddress() clientAddress: string | null,
  ): Promise<User> {
    return this.firebase.link(idToken, password, clientAddress);
  }

  @Mutation(() => UserModel, {
    description:
      'Sets the first Distill password of the signed-in account a provider sign-in made, so it ' +
      'also signs in with e-mail and password (409 PASSWORD_ALREADY_SET once it has one).',
  })
  @MemberOnly()
  setInitialPassword(
    @CurrentViewer() viewer: MemberViewer,
    @Args('password') password: string,
  ): Promise<User> {
    return this.firebase.setInitialPassword(viewer, password);
  }
}

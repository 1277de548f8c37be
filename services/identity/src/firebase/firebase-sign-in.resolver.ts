import { Args, Directive, Mutation, Resolver } from '@nestjs/graphql';
import type { User } from '../users/user.entity.js';
import { UserModel } from '../users/user.model.js';
import { FirebaseSignInService } from './firebase-sign-in.service.js';

@Resolver()
export class FirebaseSignInResolver {
  constructor(private readonly firebase: FirebaseSignInService) {}

  /** Internal: the gateway resolves `Authorization: Bearer <Firebase ID token>` through this. */
  @Mutation(() => UserModel, {
    description: 'Verifies a Firebase ID token and upserts its account by firebaseUid.',
  })
  @Directive('@inaccessible')
  signInWithFirebase(@Args('idToken') idToken: string): Promise<User> {
    return this.firebase.signIn(idToken);
  }
}

import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly } from '@distill/platform';
import { SignInMethodError } from './sign-in-method.error.js';
import type { SignInMethodKind } from './sign-in-method-rule.js';
import { SignInMethodModel } from './sign-in-method.model.js';
import { type SignInMethod, SignInMethodsService } from './sign-in-methods.service.js';

const KINDS: readonly string[] = ['password', 'provider'];

@Resolver()
export class SignInMethodsResolver {
  constructor(private readonly methods: SignInMethodsService) {}

  @Query(() => [SignInMethodModel], {
    description: "The signed-in member's ways to sign in (their settings).",
  })
  @MemberOnly()
  viewerSignInMethods(@CurrentViewer() viewer: MemberViewer): Promise<SignInMethod[]> {
    return this.methods.list(viewer);
  }

  @Mutation(() => [SignInMethodModel], {
    description:
      "Removes one of the signed-in member's sign-in methods ('password' or 'provider'), never " +
      'the last (409 SIGN_IN_METHOD_LAST); removing the provider link ends its sessions too.',
  })
  @MemberOnly()
  removeSignInMethod(
    @CurrentViewer() viewer: MemberViewer,
    @Args('kind') kind: string,
  ): Promise<SignInMethod[]> {
    if (!KINDS.includes(kind)) throw SignInMethodError.notLinked();
    return this.methods.remove(viewer, kind as SignInMethodKind);
  }
}

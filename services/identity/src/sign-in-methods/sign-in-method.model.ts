import { Field, ObjectType } from '@nestjs/graphql';
import type { SignInMethodKind } from './sign-in-method-rule.js';

@ObjectType('SignInMethod', { description: 'One way the signed-in member signs in.' })
export class SignInMethodModel {
  @Field(() => String, {
    description:
      "'password' (the Distill password) or 'provider' (the linked identity-provider sign-in).",
  })
  kind!: SignInMethodKind;

  @Field({
    description: "What the member sees: 'E-mail and password', or the provider's ('Google', ...).",
  })
  label!: string;

  @Field({ description: 'False for the only method: it cannot be removed.' })
  removable!: boolean;
}

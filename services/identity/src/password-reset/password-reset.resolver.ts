import { Args, Directive, Field, ID, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { CurrentClientAddress, GatewayOnly } from '@distill/platform';
import { type PasswordResetRequestResult, PasswordResetService } from './password-reset.service.js';

/** Internal: the answer to a reset request, identical whether or not the account exists. */
@ObjectType('PasswordResetRequest')
@Directive('@inaccessible')
export class PasswordResetRequestModel {
  @Field(() => String, {
    nullable: true,
    description: 'Development only: the page showing the e-mail.',
  })
  previewUrl!: string | null;
}

@Resolver()
export class PasswordResetResolver {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Mutation(() => PasswordResetRequestModel)
  @GatewayOnly()
  requestPasswordReset(
    @Args('email') email: string,
    @CurrentClientAddress() clientAddress: string | null,
  ): Promise<PasswordResetRequestResult> {
    return this.passwordReset.request(email, clientAddress);
  }

  @Mutation(() => ID, {
    description:
      'The id of the user whose password changed (all sessions and provider links ended).',
  })
  @GatewayOnly()
  confirmPasswordReset(
    @Args('token') token: string,
    @Args('newPassword') newPassword: string,
  ): Promise<string> {
    return this.passwordReset.confirm(token, newPassword);
  }
}

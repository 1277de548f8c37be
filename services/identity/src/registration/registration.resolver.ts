import { Args, Directive, Field, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { CurrentClientAddress, GatewayOnly } from '@distill/platform';
import { SessionGrantModel } from '../sign-in/session-grant.model.js';
import type { SessionGrant } from '../sign-in/sign-in.service.js';
import { type RegistrationRequestResult, RegistrationService } from './registration.service.js';

/** Internal: the answer to a registration, identical whether or not the address has an account. */
@ObjectType('RegistrationRequest')
@Directive('@inaccessible')
export class RegistrationRequestModel {
  @Field(() => String, {
    nullable: true,
    description: 'Development only: the page showing the e-mail.',
  })
  previewUrl!: string | null;
}

/** `@inaccessible` like the other credential operations: only the gateway's own calls reach them. */
@Resolver()
export class RegistrationResolver {
  constructor(private readonly registration: RegistrationService) {}

  @Mutation(() => RegistrationRequestModel)
  @GatewayOnly()
  requestRegistration(
    @Args('email') email: string,
    @Args('password') password: string,
    @CurrentClientAddress() clientAddress: string | null,
  ): Promise<RegistrationRequestResult> {
    return this.registration.request(email, password, clientAddress);
  }

  @Mutation(() => SessionGrantModel, {
    description: 'Creates the account of a confirmed registration and its first session.',
  })
  @GatewayOnly()
  confirmRegistration(@Args('token') token: string): Promise<SessionGrant> {
    return this.registration.confirm(token);
  }
}

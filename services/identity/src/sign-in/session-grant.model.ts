import { Directive, Field, ObjectType } from '@nestjs/graphql';
import { UserModel } from '../users/user.model.js';

/** Internal: what the gateway receives at sign-in; never part of the public API. */
@ObjectType('SessionGrant')
@Directive('@inaccessible')
export class SessionGrantModel {
  @Field(() => UserModel)
  user!: UserModel;

  @Field({ description: 'The raw session token for the cookie; identity stores only its hash.' })
  sessionToken!: string;
}

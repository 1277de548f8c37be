import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * A member as the API shows it. Credentials (password hash, reset tokens, sessions) are not
 * fields of this type and never leave the identity service.
 */
@ObjectType('User')
@Directive('@key(fields: "id")')
export class UserModel {
  @Field(() => ID)
  id!: string;

  @Field()
  email!: string;

  @Field({ description: "'user' or 'admin'." })
  role!: string;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Set for accounts that signed in through Firebase.',
  })
  firebaseUid!: string | null;

  @Field({ description: "'local' (e-mail and password) or 'firebase'." })
  authProvider!: string;

  @Field({ description: "'free' by default; 'active' grants premium access." })
  subscriptionStatus!: string;

  @Field({ description: "'free' by default." })
  subscriptionType!: string;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('AccountDeletion', {
  description: 'A pending deletion of an account: signing in before `eraseAfter` may cancel it.',
})
export class AccountDeletionModel {
  @Field()
  requestedAt!: Date;

  @Field({ description: 'When the grace period ends and the account is erased.' })
  eraseAfter!: Date;
}

import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/** Internal: a kept e-mail for the development preview page. */
@ObjectType('EmailPreview')
@Directive('@inaccessible')
export class EmailPreviewModel {
  @Field(() => ID)
  id!: string;

  @Field()
  recipient!: string;

  @Field()
  subject!: string;

  @Field()
  textBody!: string;

  @Field()
  htmlBody!: string;

  @Field()
  createdAt!: Date;
}

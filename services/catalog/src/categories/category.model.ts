import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Category')
@Directive('@key(fields: "id")')
export class CategoryModel {
  @Field(() => ID)
  id!: string;

  @Directive('@shareable')
  @Field()
  name!: string;

  @Directive('@shareable')
  @Field()
  slug!: string;

  @Directive('@shareable')
  @Field(() => String, { nullable: true })
  description!: string | null;
}

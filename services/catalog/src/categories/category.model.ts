import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Category')
@Directive('@key(fields: "id")')
export class CategoryModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  slug!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;
}

import { Field, InputType } from '@nestjs/graphql';

/** Fields are optional in the schema so the service answers a missing one with the spec's message. */
@InputType('CategoryInput')
export class CategoryInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  slug?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

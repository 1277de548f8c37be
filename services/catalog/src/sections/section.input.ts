import { Field, ID, InputType, Int } from '@nestjs/graphql';

/** Title and content are optional in the schema so a missing one gets the spec's message. */
@InputType('SectionInput')
export class SectionInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  content?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Position from 1; null or 0 appends after the highest order.',
  })
  order?: number | null;
}

@InputType('SectionOrderInput')
export class SectionOrderInput {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  order!: number;
}

import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Section')
export class SectionModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  summaryId!: string;

  @Field()
  title!: string;

  @Field(() => Int)
  order!: number;

  @Field(() => String, {
    nullable: true,
    description: "Null when the viewer is not entitled to this summary's full content.",
  })
  content!: string | null;

  @Field()
  isLocked!: boolean;
}

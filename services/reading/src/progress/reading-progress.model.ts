import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { SummaryReference } from '../summaries/summary-reference.model.js';

@ObjectType('ReadingProgress')
export class ReadingProgressModel {
  @Field(() => ID, { nullable: true, description: 'Null while the member has not started.' })
  id!: string | null;

  @Field(() => ID)
  summaryId!: string;

  @Field(() => Int, { description: '0 to 100.' })
  progressPercentage!: number;

  @Field()
  isCompleted!: boolean;

  @Field(() => Int, { description: 'The section last open (0-based): where the reader resumes.' })
  sectionIndex!: number;

  @Field(() => Date, { nullable: true })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  completedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastReadAt!: Date | null;

  @Field(() => SummaryReference, {
    nullable: true,
    description:
      "Its card from reading's copy of the catalog; what an access rule guards, the catalog resolves.",
  })
  summary!: SummaryReference;
}

@InputType()
export class RecordReadingProgressInput {
  @Field(() => ID)
  summaryId!: string;

  @Field(() => Float, {
    description:
      '0 to 100; never lowers recorded progress. 100 marks the summary read, 0 unread (a reset).',
  })
  progressPercentage!: number;

  @Field(() => Int, { nullable: true, description: 'The section now open (0-based).' })
  sectionIndex?: number | null;
}

@InputType()
export class RecordReadingPositionInput {
  @Field(() => ID)
  summaryId!: string;

  @Field(() => Int, { description: 'The section now open (0-based).' })
  sectionIndex!: number;

  @Field(() => Int, { description: 'How many sections the reader shows (1 to 1000).' })
  sectionCount!: number;

  @Field({
    defaultValue: false,
    description:
      'The reader reached the end of the open section; at the end of the last one the summary is read.',
  })
  reachedEnd!: boolean;
}

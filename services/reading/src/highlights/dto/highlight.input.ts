import { Field, ID, InputType, Int } from '@nestjs/graphql';
import type { HighlightColor } from '@distill/contracts';
import { HighlightColorValue } from './highlight.model.js';

@InputType('CreateHighlightInput')
export class CreateHighlightInput {
  @Field(() => ID)
  summaryId!: string;

  @Field(() => ID)
  sectionId!: string;

  @Field({ description: 'At most 2,000 characters.' })
  quote!: string;

  @Field(() => String, { nullable: true, description: 'At most 32 characters.' })
  prefix?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 32 characters.' })
  suffix?: string | null;

  @Field(() => Int)
  start!: number;

  @Field(() => Int, { description: 'start + the length of the quote.' })
  end!: number;

  @Field(() => HighlightColorValue)
  color!: HighlightColor;

  @Field(() => String, { nullable: true, description: 'At most 5,000 characters.' })
  note?: string | null;
}

@InputType('UpdateHighlightInput')
export class UpdateHighlightInput {
  @Field(() => HighlightColorValue, { nullable: true })
  color?: HighlightColor | null;

  @Field(() => String, {
    nullable: true,
    description: 'Absent: unchanged; null or blank: the note is removed.',
  })
  note?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'False takes it out of the daily review.' })
  inReview?: boolean | null;
}

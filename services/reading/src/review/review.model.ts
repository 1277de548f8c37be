import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { HighlightBookModel } from '../highlights/dto/highlight.model.js';

export enum ReviewGradeValue {
  again = 'again',
  hard = 'hard',
  good = 'good',
  easy = 'easy',
}
registerEnumType(ReviewGradeValue, {
  name: 'ReviewGrade',
  description: 'Again brings the card back later in the same review; the others, a later day.',
});

@ObjectType('ReviewCard')
export class ReviewCardModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  highlightId!: string;

  @Field()
  quote!: string;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field({ description: 'When the card is next due (ISO 8601).' })
  due!: Date;

  @Field(() => HighlightBookModel, { description: "The summary's id, title, author and cover." })
  summary!: HighlightBookModel;
}

@ObjectType('ReviewSettings')
export class ReviewSettingsModel {
  @Field(() => Int, { description: 'New cards a day (default 10).' })
  newCardsPerDay!: number;

  @Field(() => Int, { description: 'Cards a day in all, new ones included (default 50).' })
  cardsPerDay!: number;
}

@InputType('ReviewSettingsInput')
export class ReviewSettingsInput {
  @Field(() => Int, { description: '0 to 500.' })
  newCardsPerDay!: number;

  @Field(() => Int, { description: '1 to 500.' })
  cardsPerDay!: number;
}

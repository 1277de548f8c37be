import { Field, ID, ObjectType } from '@nestjs/graphql';
import { SummaryReference } from '../summaries/summary-reference.model.js';

@ObjectType('Favorite')
export class FavoriteModel {
  @Field(() => ID)
  summaryId!: string;

  @Field()
  createdAt!: Date;

  @Field(() => SummaryReference, {
    nullable: true,
    description: 'Resolved by the catalog; null if it no longer shows the summary to the viewer.',
  })
  summary!: SummaryReference;
}

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
    description:
      "Its card from reading's copy of the catalog; what an access rule guards, the catalog resolves.",
  })
  summary!: SummaryReference;
}

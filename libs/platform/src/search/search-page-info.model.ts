import { Directive, Field, ObjectType } from '@nestjs/graphql';

/**
 * Where a search's answer goes on: one type for every subgraph that searches (the catalogue,
 * a member's highlights), hence shareable.
 */
@ObjectType('SearchPageInfo')
@Directive('@shareable')
export class SearchPageInfoModel {
  @Field()
  hasNextPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page of the same search.',
  })
  endCursor!: string | null;
}

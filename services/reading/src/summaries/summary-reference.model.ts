import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * The catalog's Category as a summary's card shows it: reading's copy, from the catalog's
 * category events. `@shareable`: a member's list answers it without asking the catalog.
 */
@ObjectType('Category')
@Directive('@key(fields: "id")')
export class CategoryCardModel {
  @Field(() => ID)
  id!: string;

  @Field()
  @Directive('@shareable')
  name!: string;

  @Field()
  @Directive('@shareable')
  slug!: string;

  @Field(() => String, { nullable: true })
  @Directive('@shareable')
  description!: string | null;
}

/** The card fields of a summary a list shows, as reading's projection holds them. */
export interface SummaryCard {
  title: string;
  author: string;
  description: string | null;
  coverImageUrl: string | null;
  categoryId: string | null;
  category: CategoryCardModel | null;
  readingTimeMinutes: number;
  isPremium: boolean;
  isPublished: boolean;
  sectionCount: number;
}

/**
 * The catalog's Summary as reading knows it: its key, the member's own fields (`isFavorite`,
 * `readingProgress`) and the card fields a list shows, from reading's projection. Those are
 * `@shareable`, so the gateway answers a member's favourites or progress from reading alone
 * (issue 44). What an access rule guards (content, preview, sections, `hasFullAccess`) is not
 * here: the catalog resolves it, so its rule applies once.
 *
 * A list hands its summaries with their card (`card`); a summary reached by its key alone has
 * its card read when a card field is asked (see SummaryCardFieldsResolver).
 */
@ObjectType('Summary')
@Directive('@key(fields: "id")')
export class SummaryReference {
  @Field(() => ID)
  id!: string;

  /** Not a field: the card, when the list that produced this summary read it already. */
  card?: SummaryCard | null;
}

import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';

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
 * A list hands its summaries with their card fields filled in (`listedSummary`); a summary known
 * by its key alone has them read when one is asked (`SummaryCards.byKey`). Plain fields either
 * way: whoever may see the entry may see its card, so no access rule applies to them.
 */
@ObjectType('Summary')
@Directive('@key(fields: "id")')
export class SummaryReference implements SummaryCard {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  @Directive('@shareable')
  title!: string;

  @Field(() => String)
  @Directive('@shareable')
  author!: string;

  @Field(() => String, { nullable: true })
  @Directive('@shareable')
  description!: string | null;

  @Field(() => String, { nullable: true })
  @Directive('@shareable')
  coverImageUrl!: string | null;

  @Field(() => ID, { nullable: true })
  @Directive('@shareable')
  categoryId!: string | null;

  @Field(() => CategoryCardModel, { nullable: true })
  @Directive('@shareable')
  category!: CategoryCardModel | null;

  @Field(() => Int)
  @Directive('@shareable')
  readingTimeMinutes!: number;

  @Field(() => Boolean)
  @Directive('@shareable')
  isPremium!: boolean;

  @Field(() => Boolean)
  @Directive('@shareable')
  isPublished!: boolean;

  @Field(() => Int)
  @Directive('@shareable')
  sectionCount!: number;
}

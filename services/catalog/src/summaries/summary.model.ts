import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { CategoryModel } from '../categories/category.model.js';
import { LibraryLength } from './library-page.js';

/**
 * A summary as one viewer may see it: `content` is already cut to the preview when locked.
 * The card fields a list shows are `@shareable`: reading answers them for members' lists from
 * its projection (issue 44); what an access rule guards is resolved here alone.
 */
@ObjectType('Summary')
@Directive('@key(fields: "id")')
export class SummaryModel {
  @Field(() => ID)
  id!: string;

  @Directive('@shareable')
  @Field()
  title!: string;

  @Directive('@shareable')
  @Field()
  author!: string;

  @Directive('@shareable')
  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field({
    description:
      'Full content when hasFullAccess, otherwise only the preview (first two non-empty lines).',
  })
  content!: string;

  @Field({ description: 'The first two non-empty lines of content.' })
  preview!: string;

  @Field()
  hasFullAccess!: boolean;

  @Directive('@shareable')
  @Field(() => String, { nullable: true })
  coverImageUrl!: string | null;

  @Directive('@shareable')
  @Field(() => ID, { nullable: true })
  categoryId!: string | null;

  @Directive('@shareable')
  @Field(() => CategoryModel, { nullable: true })
  category!: CategoryModel | null;

  @Directive('@shareable')
  @Field(() => Int)
  readingTimeMinutes!: number;

  @Directive('@shareable')
  @Field()
  isPremium!: boolean;

  @Directive('@shareable')
  @Field()
  isPublished!: boolean;

  @Field()
  isFeatured!: boolean;

  @Directive('@shareable')
  @Field(() => Int)
  sectionCount!: number;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

/** One page of the library (spec section 2, /library). */
@ObjectType('SummaryPage')
export class SummaryPageModel {
  @Field(() => [SummaryModel])
  items!: SummaryModel[];

  @Field(() => Int, { description: 'How many published summaries match, over all pages.' })
  totalCount!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `cursor` for the page after this one; null on the last page.',
  })
  nextCursor!: string | null;
}

/** How many published summaries one length band of the library's filter holds. */
@ObjectType('LibraryLengthBand')
export class LibraryLengthBandModel {
  @Field(() => LibraryLength)
  length!: LibraryLength;

  @Field(() => Int)
  count!: number;
}

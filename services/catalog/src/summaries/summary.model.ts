import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { CategoryModel } from '../categories/category.model.js';
import { LibraryLength } from './library-page.js';

/** A summary as one viewer may see it: `content` is already cut to the preview when locked. */
@ObjectType('Summary')
@Directive('@key(fields: "id")')
export class SummaryModel {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field()
  author!: string;

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

  @Field(() => String, { nullable: true })
  coverImageUrl!: string | null;

  @Field(() => ID, { nullable: true })
  categoryId!: string | null;

  @Field(() => CategoryModel, { nullable: true })
  category!: CategoryModel | null;

  @Field(() => Int)
  readingTimeMinutes!: number;

  @Field()
  isPremium!: boolean;

  @Field()
  isPublished!: boolean;

  @Field()
  isFeatured!: boolean;

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

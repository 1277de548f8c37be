import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { HIGHLIGHT_COLORS, type HighlightColor } from '@distill/contracts';
import { SearchPageInfoModel } from '@distill/platform';

/** The schema's enum of the contracts' colours, each value spelled as the REST API spells it. */
export const HighlightColorValue = Object.fromEntries(
  HIGHLIGHT_COLORS.map((color) => [color, color]),
) as { readonly [Color in HighlightColor]: Color };
registerEnumType(HighlightColorValue, { name: 'HighlightColor' });

/** The book a highlight belongs to, from reading's catalog projection (never its content). */
@ObjectType('HighlightBook')
export class HighlightBookModel {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field()
  author!: string;

  @Field(() => String, { nullable: true })
  coverImageUrl!: string | null;
}

@ObjectType('Highlight')
export class HighlightModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  summaryId!: string;

  @Field(() => ID)
  sectionId!: string;

  @Field({ description: 'The highlighted text (TextQuoteSelector exact).' })
  quote!: string;

  @Field({ description: 'Up to 32 characters before the quote in the section.' })
  prefix!: string;

  @Field({ description: 'Up to 32 characters after the quote in the section.' })
  suffix!: string;

  @Field(() => Int, { description: "Offset of the quote's first character in the section text." })
  start!: number;

  @Field(() => Int, { description: 'Offset just after its last character.' })
  end!: number;

  @Field(() => HighlightColorValue)
  color!: HighlightColor;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field({
    description: 'True when an edit removed the quote from the summary ("no longer found").',
  })
  orphaned!: boolean;

  @Field({ description: 'Whether the highlight is a card of the daily review.' })
  inReview!: boolean;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  @Field(() => HighlightBookModel)
  book!: HighlightBookModel;
}

@ObjectType('HighlightPage')
export class HighlightPageModel {
  @Field(() => [HighlightModel], { description: 'Newest first.' })
  items!: HighlightModel[];

  @Field(() => Int, { description: 'Every highlight matching the filters.' })
  totalCount!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}

export enum HighlightExportFormat {
  markdown = 'markdown',
  csv = 'csv',
}
registerEnumType(HighlightExportFormat, { name: 'HighlightExportFormat' });

@ObjectType('HighlightExportPage', {
  description:
    'A part of the export file: the parts, asked for in turn with `nextCursor` and joined in order, are the file.',
})
export class HighlightExportPageModel {
  @Field({ description: 'e.g. distill-highlights-2026-11-25.md' })
  fileName!: string;

  @Field({ description: 'text/markdown; charset=utf-8 or text/csv; charset=utf-8' })
  contentType!: string;

  @Field({
    description:
      "This part's text; the first part opens the file (the CSV's header row, the Markdown's title).",
  })
  content!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `cursor` for the next part; null on the last part.',
  })
  nextCursor!: string | null;
}

@ObjectType('HighlightSearchEdge')
export class HighlightSearchEdgeModel {
  @Field(() => HighlightModel)
  node!: HighlightModel;

  @Field({
    description:
      'HTML: the quote (or the part of it around the matches) escaped, the matched words in <mark> elements (the only markup).',
  })
  quoteSnippet!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The same of the note; null when the highlight has no note.',
  })
  noteSnippet!: string | null;

  @Field(() => Float, {
    description: 'Relevance, higher first; comparable only within one answer.',
  })
  rank!: number;
}

@ObjectType('HighlightSearchConnection')
export class HighlightSearchConnectionModel {
  @Field(() => [HighlightSearchEdgeModel], { description: 'Best first.' })
  edges!: HighlightSearchEdgeModel[];

  @Field(() => SearchPageInfoModel)
  pageInfo!: SearchPageInfoModel;
}

import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { SearchPageInfoModel } from '@distill/platform';
import { SummaryModel } from '../summaries/summary.model.js';

@ObjectType('SearchSection')
export class SearchSectionModel {
  @Field(() => ID)
  id!: string;

  @Field()
  heading!: string;
}

@ObjectType('SearchEdge')
export class SearchEdgeModel {
  @Field(() => SummaryModel)
  node!: SummaryModel;

  @Field(() => String, {
    nullable: true,
    description:
      'HTML: the quoted text escaped, the matched words in <mark> elements (the only markup). Quotes only text the viewer may read: for a locked summary, its description and preview.',
  })
  snippet!: string | null;

  @Field(() => SearchSectionModel, {
    nullable: true,
    description:
      'The section whose text the snippet quotes; null when it quotes the summary itself (always so for a locked summary).',
  })
  section!: SearchSectionModel | null;

  @Field(() => Float, {
    description: 'Relevance, higher first; comparable only within one answer.',
  })
  rank!: number;
}

@ObjectType('SearchConnection')
export class SearchConnectionModel {
  @Field(() => [SearchEdgeModel])
  edges!: SearchEdgeModel[];

  @Field(() => SearchPageInfoModel)
  pageInfo!: SearchPageInfoModel;

  @Field(() => String, {
    nullable: true,
    description:
      'When the words match no text: the title or author closest to them, whose summaries are the results.',
  })
  didYouMean!: string | null;
}

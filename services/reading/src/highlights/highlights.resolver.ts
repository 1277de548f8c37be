import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DEFAULT_HIGHLIGHT_PAGE, type MemberViewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly } from '@distill/platform';
import { CreateHighlightInput, UpdateHighlightInput } from './dto/highlight.input.js';
import {
  HighlightColorValue,
  HighlightExportFormat,
  HighlightExportPageModel,
  HighlightModel,
  HighlightPageModel,
  HighlightSearchConnectionModel,
} from './dto/highlight.model.js';
import { HighlightsService } from './highlights.service.js';

@Resolver(() => HighlightModel)
export class HighlightsResolver {
  constructor(private readonly service: HighlightsService) {}

  @Query(() => HighlightPageModel, {
    description:
      "The signed-in member's highlights, newest first: filters by summary and colour, cursor paging. Searching their words is `highlightSearch`.",
  })
  @MemberOnly()
  highlights(
    @CurrentViewer() viewer: MemberViewer,
    @Args('summaryId', { type: () => ID, nullable: true }) summaryId?: string | null,
    @Args('color', { type: () => HighlightColorValue, nullable: true }) color?: string | null,
    @Args('limit', { type: () => Int, defaultValue: DEFAULT_HIGHLIGHT_PAGE })
    limit = DEFAULT_HIGHLIGHT_PAGE,
    @Args('cursor', { type: () => String, nullable: true }) cursor?: string | null,
  ): Promise<HighlightPageModel> {
    return this.service.page(viewer, { summaryId, color, limit, cursor });
  }

  @Query(() => HighlightSearchConnectionModel, {
    description:
      'The signed-in member\'s own highlights by the words of their quote or note, best first, each with marked snippets. `q` in web-search syntax ("a phrase", -excluded, or), at most 200 characters; `first` 1 to 50 (default 10); `after` a previous answer\'s pageInfo.endCursor; `summaryId` and `color` filter as in `highlights`.',
  })
  @MemberOnly()
  highlightSearch(
    @CurrentViewer() viewer: MemberViewer,
    @Args('q', { type: () => String }) q: string,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('summaryId', { type: () => ID, nullable: true }) summaryId?: string | null,
    @Args('color', { type: () => HighlightColorValue, nullable: true }) color?: string | null,
  ): Promise<HighlightSearchConnectionModel> {
    return this.service.search(viewer, { q, first, after, summaryId, color });
  }

  @Query(() => HighlightExportPageModel, {
    description:
      "A part of the member's highlights (of one summary when given) as a Markdown or CSV file, a few hundred highlights a part: a download streams the parts as they come.",
  })
  @MemberOnly()
  highlightExportPage(
    @CurrentViewer() viewer: MemberViewer,
    @Args('format', { type: () => HighlightExportFormat }) format: HighlightExportFormat,
    @Args('summaryId', { type: () => ID, nullable: true }) summaryId?: string | null,
    @Args('cursor', { type: () => String, nullable: true }) cursor?: string | null,
    @Args('origin', {
      type: () => String,
      nullable: true,
      description:
        "The site's address the links back to the reader are written with (the REST route passes PUBLIC_URL); relative links without it.",
    })
    origin?: string | null,
  ): Promise<HighlightExportPageModel> {
    return this.service.exportPage(viewer, {
      format,
      summaryId: summaryId ?? null,
      cursor: cursor ?? null,
      origin: origin ?? null,
    });
  }

  @Mutation(() => HighlightModel, {
    description:
      'Only on a summary the member may read in full; the highlight joins the daily review.',
  })
  @MemberOnly()
  createHighlight(
    @CurrentViewer() viewer: MemberViewer,
    @Args('input') input: CreateHighlightInput,
  ): Promise<HighlightModel> {
    return this.service.create(viewer, input);
  }

  @Mutation(() => HighlightModel)
  @MemberOnly()
  updateHighlight(
    @CurrentViewer() viewer: MemberViewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateHighlightInput,
  ): Promise<HighlightModel> {
    return this.service.update(viewer, id, input);
  }

  @Mutation(() => ID, { description: 'The deleted highlight id (its review card goes with it).' })
  @MemberOnly()
  deleteHighlight(
    @CurrentViewer() viewer: MemberViewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<string> {
    return this.service.delete(viewer, id);
  }
}

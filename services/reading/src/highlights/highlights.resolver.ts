import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Viewer } from '@distill/contracts';
import { CurrentViewer } from '@distill/platform';
import { requireMember } from '../reading.error.js';
import { CreateHighlightInput, UpdateHighlightInput } from './dto/highlight.input.js';
import {
  HighlightColorValue,
  HighlightExportFormat,
  HighlightExportModel,
  HighlightModel,
  HighlightPageModel,
} from './dto/highlight.model.js';
import { exportHighlights } from './highlight-export.js';
import { DEFAULT_HIGHLIGHT_PAGE } from './highlight-rules.js';
import { HighlightsService } from './highlights.service.js';

@Resolver(() => HighlightModel)
export class HighlightsResolver {
  constructor(private readonly service: HighlightsService) {}

  @Query(() => HighlightPageModel, {
    description:
      "The signed-in member's highlights, newest first: search across quotes and notes, filters by summary and colour, cursor paging.",
  })
  highlights(
    @CurrentViewer() viewer: Viewer,
    @Args('summaryId', { type: () => ID, nullable: true }) summaryId?: string | null,
    @Args('q', { type: () => String, nullable: true }) q?: string | null,
    @Args('color', { type: () => HighlightColorValue, nullable: true }) color?: string | null,
    @Args('limit', { type: () => Int, defaultValue: DEFAULT_HIGHLIGHT_PAGE })
    limit = DEFAULT_HIGHLIGHT_PAGE,
    @Args('cursor', { type: () => String, nullable: true }) cursor?: string | null,
  ): Promise<HighlightPageModel> {
    return this.service.page(viewer, { summaryId, q, color, limit, cursor });
  }

  @Query(() => HighlightExportModel, {
    description: "The member's highlights (of one summary when given) as a Markdown or CSV file.",
  })
  async highlightExport(
    @CurrentViewer() viewer: Viewer,
    @Args('format', { type: () => HighlightExportFormat }) format: HighlightExportFormat,
    @Args('summaryId', { type: () => ID, nullable: true }) summaryId?: string | null,
  ): Promise<HighlightExportModel> {
    const member = requireMember(viewer);
    const highlights = await this.service.all(member, summaryId ?? null);
    return exportHighlights(highlights, format, new Date(), Boolean(summaryId));
  }

  @Mutation(() => HighlightModel, {
    description:
      'Only on a summary the member may read in full; the highlight joins the daily review.',
  })
  createHighlight(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: CreateHighlightInput,
  ): Promise<HighlightModel> {
    return this.service.create(viewer, input);
  }

  @Mutation(() => HighlightModel)
  updateHighlight(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateHighlightInput,
  ): Promise<HighlightModel> {
    return this.service.update(viewer, id, input);
  }

  @Mutation(() => ID, { description: 'The deleted highlight id (its review card goes with it).' })
  deleteHighlight(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<string> {
    return this.service.delete(viewer, id);
  }
}

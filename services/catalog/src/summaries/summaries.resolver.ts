import { Args, ID, Int, Parent, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import type { Viewer } from '@distill/contracts';
import { CurrentViewer } from '@distill/platform';
import { SummariesService } from './summaries.service.js';
import { SummaryModel } from './summary.model.js';

@Resolver(() => SummaryModel)
export class SummariesResolver {
  constructor(private readonly summaries: SummariesService) {}

  @Query(() => [SummaryModel], {
    description: 'Published summaries an editor featured, then the newest published ones.',
  })
  featuredSummaries(
    @CurrentViewer() viewer: Viewer,
    @Args('limit', { type: () => Int, defaultValue: 12 }) limit: number,
  ): Promise<SummaryModel[]> {
    return this.summaries.featured(viewer, limit);
  }

  @Query(() => [SummaryModel])
  publishedSummaries(
    @CurrentViewer() viewer: Viewer,
    @Args('categoryId', { type: () => ID, nullable: true }) categoryId?: string | null,
  ): Promise<SummaryModel[]> {
    return this.summaries.published(viewer, categoryId);
  }

  @Query(() => SummaryModel, {
    nullable: true,
    description:
      'Null when the id is unknown or malformed, or the summary is a draft the viewer may not see.',
  })
  summary(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<SummaryModel | null> {
    return this.summaries.findForViewer(viewer, id);
  }

  @ResolveReference()
  resolveReference(
    // With a second decorated parameter, the reference must be bound explicitly as the parent.
    @Parent() reference: { __typename: string; id: string },
    @CurrentViewer() viewer: Viewer,
  ): Promise<SummaryModel | null> {
    return this.summaries.findForViewer(viewer, reference.id);
  }
}

import DataLoader from 'dataloader';
import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import type { MemberViewer, Viewer } from '@distill/contracts';
import { AdminOnly, CurrentViewer, Public } from '@distill/platform';
import { SummaryEditor } from './summary-editor.service.js';
import { SummaryQueries } from './summary-queries.service.js';
import { PreviewAudience, SummaryInput } from './summary.input.js';
import { DEFAULT_PAGE_LIMIT, LibraryAccess, LibraryLength, LibrarySort } from './library-page.js';
import { LibraryLengthBandModel, SummaryModel, SummaryPageModel } from './summary.model.js';

@Resolver(() => SummaryModel)
export class SummariesResolver {
  /**
   * The references of one request, resolved together: a member's favourites or progress name a
   * dozen summaries, read in one query instead of one each.
   */
  private readonly referenceLoaders = new WeakMap<
    object,
    DataLoader<string, SummaryModel | null>
  >();

  constructor(
    private readonly queries: SummaryQueries,
    private readonly editor: SummaryEditor,
  ) {}

  @Query(() => [SummaryModel], {
    description: 'Published summaries an editor featured, then the newest published ones.',
  })
  @Public()
  featuredSummaries(
    @CurrentViewer() viewer: Viewer,
    @Args('limit', { type: () => Int, defaultValue: 12 }) limit: number,
  ): Promise<SummaryModel[]> {
    return this.queries.featured(viewer, limit);
  }

  @Query(() => [SummaryModel])
  @Public()
  publishedSummaries(
    @CurrentViewer() viewer: Viewer,
    @Args('categoryId', { type: () => ID, nullable: true }) categoryId?: string | null,
  ): Promise<SummaryModel[]> {
    return this.queries.published(viewer, categoryId);
  }

  @Query(() => SummaryPageModel, {
    description:
      'A page of published summaries, newest first unless `sort` says otherwise: a case-insensitive substring of title or author (`q`), a category, a length band and Free / Premium narrow it; `cursor` continues after a previous page of the same sort.',
  })
  @Public()
  summaryPage(
    @CurrentViewer() viewer: Viewer,
    @Args('q', { type: () => String, nullable: true }) q?: string | null,
    @Args('categoryId', { type: () => ID, nullable: true }) categoryId?: string | null,
    @Args('limit', { type: () => Int, defaultValue: DEFAULT_PAGE_LIMIT })
    limit = DEFAULT_PAGE_LIMIT,
    @Args('cursor', { type: () => String, nullable: true }) cursor?: string | null,
    @Args('length', { type: () => LibraryLength, nullable: true }) length?: LibraryLength | null,
    @Args('access', { type: () => LibraryAccess, nullable: true }) access?: LibraryAccess | null,
    @Args('sort', { type: () => LibrarySort, nullable: true }) sort?: LibrarySort | null,
  ): Promise<SummaryPageModel> {
    return this.queries.page(viewer, { q, categoryId, length, access, sort, limit, cursor });
  }

  @Query(() => [LibraryLengthBandModel], {
    description:
      "How many published summaries each of the library's length bands holds, in the filter's order.",
  })
  @Public()
  libraryLengthBands(): Promise<LibraryLengthBandModel[]> {
    return this.queries.lengthBands();
  }

  @Query(() => Int, { description: 'How many summaries are published (the landing figures).' })
  @Public()
  publishedSummaryCount(): Promise<number> {
    return this.queries.publishedCount();
  }

  @Query(() => Int, {
    description:
      'How many summaries were published in the last 30 days (the landing figures: what "new summaries monthly" is, counted).',
  })
  @Public()
  summariesPublishedLast30Days(): Promise<number> {
    return this.queries.publishedInLast30Days();
  }

  @Query(() => SummaryModel, {
    nullable: true,
    description:
      'Null when the id is unknown or malformed, or the summary is a draft the viewer may not see.',
  })
  @Public()
  summary(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<SummaryModel | null> {
    return this.queries.findForViewer(viewer, id);
  }

  @Query(() => [SummaryModel], { description: 'Every summary, drafts included. Admins only.' })
  @AdminOnly()
  adminSummaries(@CurrentViewer() viewer: MemberViewer): Promise<SummaryModel[]> {
    return this.queries.adminList(viewer);
  }

  @Query(() => SummaryModel, {
    description:
      'A summary (draft or published) exactly as the audience would get it: the editor’s preview. Admins only.',
  })
  @AdminOnly()
  summaryPreviewAs(
    @Args('id', { type: () => ID }) id: string,
    @Args('audience', { type: () => PreviewAudience }) audience: PreviewAudience,
  ): Promise<SummaryModel> {
    return this.queries.previewAs(id, audience);
  }

  @Mutation(() => SummaryModel, { description: 'Creates a Premium draft. Admins only.' })
  @AdminOnly()
  createSummary(
    @CurrentViewer() actor: MemberViewer,
    @Args('input') input: SummaryInput,
  ): Promise<SummaryModel> {
    return this.editor.create(actor, input);
  }

  @Mutation(() => SummaryModel, { description: 'Admins only.' })
  @AdminOnly()
  updateSummary(
    @CurrentViewer() actor: MemberViewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: SummaryInput,
  ): Promise<SummaryModel> {
    return this.editor.update(actor, id, input);
  }

  @Mutation(() => SummaryModel, { description: 'Flips Draft / Published. Admins only.' })
  @AdminOnly()
  toggleSummaryPublished(
    @CurrentViewer() actor: MemberViewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<SummaryModel> {
    return this.editor.togglePublished(actor, id);
  }

  @Mutation(() => ID, { description: 'Deletes a summary and its sections. Admins only.' })
  @AdminOnly()
  deleteSummary(
    @CurrentViewer() actor: MemberViewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<string> {
    return this.editor.delete(actor, id);
  }

  @ResolveReference()
  @Public()
  resolveReference(
    // With a second decorated parameter, the reference must be bound explicitly as the parent.
    @Parent() reference: { __typename: string; id: string },
    @CurrentViewer() viewer: Viewer,
    @Context() context: object,
  ): Promise<SummaryModel | null> {
    let loader = this.referenceLoaders.get(context);
    if (!loader) {
      loader = new DataLoader((ids) => this.queries.findManyForViewer(viewer, ids), {
        cache: false,
      });
      this.referenceLoaders.set(context, loader);
    }
    return loader.load(reference.id);
  }
}

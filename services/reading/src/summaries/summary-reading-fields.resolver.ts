import { Context, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import type { Viewer } from '@distill/contracts';
import { CurrentViewer, Public } from '@distill/platform';
import { FavoritesService } from '../favorites/favorites.service.js';
import { ReadingProgressModel } from '../progress/reading-progress.model.js';
import { ReadingProgressService } from '../progress/reading-progress.service.js';
import { NextReadService } from './next-read.service.js';
import { SummaryCards } from './summary-cards.service.js';
import { SummaryReference } from './summary-reference.model.js';

/** One favourites lookup per request, however many summaries a list asks `isFavorite` of. */
const favoriteIdsByRequest = new WeakMap<object, Promise<Set<string>>>();

/** The member's own fields on the catalog's Summary (false / null for visitors). */
@Resolver(() => SummaryReference)
export class SummaryReadingFieldsResolver {
  constructor(
    private readonly favorites: FavoritesService,
    private readonly progress: ReadingProgressService,
    private readonly nextReads: NextReadService,
    private readonly cards: SummaryCards,
  ) {}

  @ResolveReference()
  @Public()
  resolveReference(reference: { __typename: string; id: string }): SummaryReference {
    return this.cards.byKey(reference.id);
  }

  @ResolveField(() => Boolean, { description: "Whether it is among the viewer's favourites." })
  @Public()
  async isFavorite(
    @Parent() summary: SummaryReference,
    @CurrentViewer() viewer: Viewer,
    @Context('req') req: object,
  ): Promise<boolean> {
    if (viewer.kind !== 'member') return false;
    let ids = favoriteIdsByRequest.get(req);
    if (!ids) {
      ids = this.favorites.favoriteIds(viewer.id);
      favoriteIdsByRequest.set(req, ids);
    }
    return (await ids).has(summary.id);
  }

  @ResolveField(() => ReadingProgressModel, {
    nullable: true,
    description: "The viewer's progress (zero when not started); null for visitors.",
  })
  @Public()
  async readingProgress(
    @Parent() summary: SummaryReference,
    @CurrentViewer() viewer: Viewer,
  ): Promise<ReadingProgressModel | null> {
    if (viewer.kind !== 'member') return null;
    return this.progress.ofMember(viewer.id, summary.id);
  }

  @ResolveField(() => SummaryReference, {
    nullable: true,
    description:
      'What to read after this summary: another of its category the viewer has not finished ' +
      '(null when there is none). The catalog resolves it, so its access rule applies.',
  })
  @Public()
  nextRead(
    @Parent() summary: SummaryReference,
    @CurrentViewer() viewer: Viewer,
  ): Promise<SummaryReference | null> {
    return this.nextReads.after(viewer, summary.id);
  }
}

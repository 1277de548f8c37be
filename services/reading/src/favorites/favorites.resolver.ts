import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly } from '@distill/platform';
import { SummaryReference } from '../summaries/summary-reference.model.js';
import { FavoriteModel } from './favorite.model.js';
import { FavoritesService } from './favorites.service.js';

@Resolver(() => FavoriteModel)
export class FavoritesResolver {
  constructor(private readonly favoritesService: FavoritesService) {}

  @Query(() => [FavoriteModel], { description: "The signed-in member's favourites, newest first." })
  @MemberOnly()
  favorites(@CurrentViewer() viewer: MemberViewer): Promise<FavoriteModel[]> {
    return this.favoritesService.list(viewer);
  }

  @Mutation(() => FavoriteModel, {
    description: 'Idempotent. Any published summary, premium ones included (saved to read later).',
  })
  @MemberOnly()
  addFavorite(
    @CurrentViewer() viewer: MemberViewer,
    @Args('summaryId', { type: () => ID }) summaryId: string,
  ): Promise<FavoriteModel> {
    return this.favoritesService.add(viewer, summaryId);
  }

  @Mutation(() => SummaryReference, {
    description: 'Idempotent; answers the summary so clients can read its new isFavorite.',
  })
  @MemberOnly()
  removeFavorite(
    @CurrentViewer() viewer: MemberViewer,
    @Args('summaryId', { type: () => ID }) summaryId: string,
  ): Promise<SummaryReference> {
    return this.favoritesService.remove(viewer, summaryId);
  }
}

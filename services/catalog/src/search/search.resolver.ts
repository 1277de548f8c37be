import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import type { Viewer } from '@distill/contracts';
import { CurrentViewer, Public } from '@distill/platform';
import { SearchConnectionModel } from './search.model.js';
import { SearchService } from './search.service.js';

@Resolver(() => SearchConnectionModel)
export class SearchResolver {
  constructor(private readonly searchService: SearchService) {}

  @Query(() => SearchConnectionModel, {
    description:
      'Published summaries by what they say: title, author, category, description, overview, section headings and text. `q` in web-search syntax ("a phrase", -excluded, or), at most 200 characters; `first` 1 to 50 (default 10); `after` a previous answer\'s pageInfo.endCursor.',
  })
  @Public()
  search(
    @CurrentViewer() viewer: Viewer,
    @Args('q', { type: () => String }) q: string,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<SearchConnectionModel> {
    return this.searchService.search(viewer, { q, first, after });
  }
}

import { Args, ID, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { isUuid, type MemberViewer, type Viewer } from '@distill/contracts';
import { AdminOnly, CurrentViewer, Public } from '@distill/platform';
import { CategoriesService } from './categories.service.js';
import { CategoryInput } from './category.input.js';
import { CategoryModel } from './category.model.js';

@Resolver(() => CategoryModel)
export class CategoriesResolver {
  constructor(private readonly categoriesService: CategoriesService) {}

  @Query(() => [CategoryModel], {
    description:
      'Categories with at least one published summary, by name; admins get every category.',
  })
  @Public()
  categories(@CurrentViewer() viewer: Viewer): Promise<CategoryModel[]> {
    return this.categoriesService.list(viewer);
  }

  @Mutation(() => CategoryModel, { description: 'Admins only. A taken slug answers CONFLICT.' })
  @AdminOnly()
  createCategory(
    @CurrentViewer() actor: MemberViewer,
    @Args('input') input: CategoryInput,
  ): Promise<CategoryModel> {
    return this.categoriesService.create(actor, input);
  }

  @Mutation(() => CategoryModel, {
    description: 'Renames a category (name, slug, description). Admins only.',
  })
  @AdminOnly()
  updateCategory(
    @CurrentViewer() actor: MemberViewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: CategoryInput,
  ): Promise<CategoryModel> {
    return this.categoriesService.update(actor, id, input);
  }

  @Mutation(() => ID, {
    description:
      'Deletes a category; its summaries move to `moveSummariesTo`, or to no category when it is null. Answers the id. Admins only.',
  })
  @AdminOnly()
  deleteCategory(
    @CurrentViewer() actor: MemberViewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('moveSummariesTo', { type: () => ID, nullable: true }) moveSummariesTo?: string | null,
  ): Promise<string> {
    return this.categoriesService.delete(actor, id, moveSummariesTo ?? null);
  }

  @ResolveReference()
  @Public()
  resolveReference(reference: { __typename: string; id: string }): Promise<CategoryModel | null> {
    return isUuid(reference.id)
      ? this.categoriesService.findById(reference.id)
      : Promise.resolve(null);
  }
}

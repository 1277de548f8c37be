import { Args, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { isUuid, type MemberViewer } from '@distill/contracts';
import { AdminOnly, CurrentViewer } from '@distill/platform';
import { CategoriesService } from './categories.service.js';
import { CategoryInput } from './category.input.js';
import { CategoryModel } from './category.model.js';

@Resolver(() => CategoryModel)
export class CategoriesResolver {
  constructor(private readonly categoriesService: CategoriesService) {}

  @Query(() => [CategoryModel])
  categories(): Promise<CategoryModel[]> {
    return this.categoriesService.list();
  }

  @Mutation(() => CategoryModel, { description: 'Admins only. A taken slug answers CONFLICT.' })
  @AdminOnly()
  createCategory(
    @CurrentViewer() actor: MemberViewer,
    @Args('input') input: CategoryInput,
  ): Promise<CategoryModel> {
    return this.categoriesService.create(actor, input);
  }

  @ResolveReference()
  resolveReference(reference: { __typename: string; id: string }): Promise<CategoryModel | null> {
    return isUuid(reference.id)
      ? this.categoriesService.findById(reference.id)
      : Promise.resolve(null);
  }
}

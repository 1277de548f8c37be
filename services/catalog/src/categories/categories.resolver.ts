import { Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { isUuid } from '@distill/contracts';
import { CategoriesService } from './categories.service.js';
import { CategoryModel } from './category.model.js';

@Resolver(() => CategoryModel)
export class CategoriesResolver {
  constructor(private readonly categoriesService: CategoriesService) {}

  @Query(() => [CategoryModel])
  categories(): Promise<CategoryModel[]> {
    return this.categoriesService.list();
  }

  @ResolveReference()
  resolveReference(reference: { __typename: string; id: string }): Promise<CategoryModel | null> {
    return isUuid(reference.id)
      ? this.categoriesService.findById(reference.id)
      : Promise.resolve(null);
  }
}

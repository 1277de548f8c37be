import { domainErrorOf } from '@distill/platform';

export enum CategoryErrorCode {
  InvalidInput = 'CATEGORY_INVALID_INPUT',
  SlugTaken = 'CATEGORY_SLUG_TAKEN',
  NotFound = 'CATEGORY_NOT_FOUND',
}

export class CategoryError extends domainErrorOf<CategoryErrorCode>({
  [CategoryErrorCode.InvalidInput]: 'bad_input',
  [CategoryErrorCode.SlugTaken]: 'conflict',
  [CategoryErrorCode.NotFound]: 'not_found',
}) {
  static invalid(message: string): CategoryError {
    return new CategoryError(CategoryErrorCode.InvalidInput, message);
  }

  static notFound(): CategoryError {
    return new CategoryError(CategoryErrorCode.NotFound, 'Category not found');
  }

  static slugTaken(slug: string): CategoryError {
    return new CategoryError(
      CategoryErrorCode.SlugTaken,
      `A category with the slug '${slug}' already exists`,
    );
  }
}

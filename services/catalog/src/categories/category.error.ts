import { domainErrorOf } from '@distill/platform';

export class CategoryError extends domainErrorOf({
  CATEGORY_INVALID_INPUT: 'bad_input',
  CATEGORY_SLUG_TAKEN: 'conflict',
  CATEGORY_NOT_FOUND: 'not_found',
}) {
  static invalid(message: string): CategoryError {
    return new CategoryError('CATEGORY_INVALID_INPUT', message);
  }

  static notFound(): CategoryError {
    return new CategoryError('CATEGORY_NOT_FOUND', 'Category not found');
  }

  static slugTaken(slug: string): CategoryError {
    return new CategoryError(
      'CATEGORY_SLUG_TAKEN',
      `A category with the slug '${slug}' already exists`,
    );
  }
}

import { DomainError, type ErrorKind } from '@distill/platform';

export enum CategoryErrorCode {
  InvalidInput = 'CATEGORY_INVALID_INPUT',
  SlugTaken = 'CATEGORY_SLUG_TAKEN',
}

const KIND_BY_CODE: Record<CategoryErrorCode, ErrorKind> = {
  [CategoryErrorCode.InvalidInput]: 'bad_input',
  [CategoryErrorCode.SlugTaken]: 'conflict',
};

export class CategoryError extends DomainError<CategoryErrorCode> {
  get kind(): ErrorKind {
    return KIND_BY_CODE[this.code];
  }

  static invalid(message: string): CategoryError {
    return new CategoryError(CategoryErrorCode.InvalidInput, message);
  }

  static slugTaken(slug: string): CategoryError {
    return new CategoryError(
      CategoryErrorCode.SlugTaken,
      `A category with the slug '${slug}' already exists`,
    );
  }
}

import { DomainError, type ErrorKind } from '@distill/platform';

export enum SectionErrorCode {
  NotFound = 'SECTION_NOT_FOUND',
  InvalidInput = 'SECTION_INVALID_INPUT',
}

const KIND_BY_CODE: Record<SectionErrorCode, ErrorKind> = {
  [SectionErrorCode.NotFound]: 'not_found',
  [SectionErrorCode.InvalidInput]: 'bad_input',
};

export class SectionError extends DomainError<SectionErrorCode> {
  get kind(): ErrorKind {
    return KIND_BY_CODE[this.code];
  }

  static notFound(): SectionError {
    return new SectionError(SectionErrorCode.NotFound, 'Section not found');
  }

  static invalid(message: string): SectionError {
    return new SectionError(SectionErrorCode.InvalidInput, message);
  }
}

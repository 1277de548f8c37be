import { domainErrorOf } from '@distill/platform';

export enum SectionErrorCode {
  NotFound = 'SECTION_NOT_FOUND',
  InvalidInput = 'SECTION_INVALID_INPUT',
}

export class SectionError extends domainErrorOf<SectionErrorCode>({
  [SectionErrorCode.NotFound]: 'not_found',
  [SectionErrorCode.InvalidInput]: 'bad_input',
}) {
  static notFound(): SectionError {
    return new SectionError(SectionErrorCode.NotFound, 'Section not found');
  }

  static invalid(message: string): SectionError {
    return new SectionError(SectionErrorCode.InvalidInput, message);
  }
}

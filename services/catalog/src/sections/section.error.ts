import { domainErrorOf } from '@distill/platform';

export class SectionError extends domainErrorOf({
  SECTION_NOT_FOUND: 'not_found',
  SECTION_INVALID_INPUT: 'bad_input',
}) {
  static notFound(): SectionError {
    return new SectionError('SECTION_NOT_FOUND', 'Section not found');
  }

  static invalid(message: string): SectionError {
    return new SectionError('SECTION_INVALID_INPUT', message);
  }
}

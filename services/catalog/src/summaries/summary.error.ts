import { domainErrorOf } from '@distill/platform';

export class SummaryError extends domainErrorOf({
  SUMMARY_NOT_FOUND: 'not_found',
  SUMMARY_INVALID_INPUT: 'bad_input',
}) {
  static notFound(): SummaryError {
    return new SummaryError('SUMMARY_NOT_FOUND', 'Summary not found');
  }
}

import { domainErrorOf } from '@distill/platform';

export enum SummaryErrorCode {
  NotFound = 'SUMMARY_NOT_FOUND',
  InvalidInput = 'SUMMARY_INVALID_INPUT',
}

export class SummaryError extends domainErrorOf<SummaryErrorCode>({
  [SummaryErrorCode.NotFound]: 'not_found',
  [SummaryErrorCode.InvalidInput]: 'bad_input',
}) {
  static notFound(): SummaryError {
    return new SummaryError(SummaryErrorCode.NotFound, 'Summary not found');
  }
}

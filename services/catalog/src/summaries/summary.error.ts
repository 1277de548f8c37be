import { DomainError, type ErrorKind } from '@distill/platform';

export enum SummaryErrorCode {
  NotFound = 'SUMMARY_NOT_FOUND',
  InvalidInput = 'SUMMARY_INVALID_INPUT',
}

const KIND_BY_CODE: Record<SummaryErrorCode, ErrorKind> = {
  [SummaryErrorCode.NotFound]: 'not_found',
  [SummaryErrorCode.InvalidInput]: 'bad_input',
};

export class SummaryError extends DomainError<SummaryErrorCode> {
  get kind(): ErrorKind {
    return KIND_BY_CODE[this.code];
  }

  static notFound(): SummaryError {
    return new SummaryError(SummaryErrorCode.NotFound, 'Summary not found');
  }
}

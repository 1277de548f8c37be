import { RETRY_AFTER_SECONDS } from '../errors/dependency-unavailable.js';
import { DomainError, type ErrorKind } from '../errors/domain-error.js';

export enum SearchErrorCode {
  InvalidInput = 'SEARCH_INVALID_INPUT',
  TooSlow = 'SEARCH_TOO_SLOW',
}

const KIND_BY_CODE: Record<SearchErrorCode, ErrorKind> = {
  [SearchErrorCode.InvalidInput]: 'bad_input',
  // The statement timeout cut the search short: the database is overloaded, not the input wrong.
  [SearchErrorCode.TooSlow]: 'unavailable',
};

export class SearchError extends DomainError<SearchErrorCode> {
  get kind(): ErrorKind {
    return KIND_BY_CODE[this.code];
  }

  static invalid(message: string): SearchError {
    return new SearchError(SearchErrorCode.InvalidInput, message);
  }

  static tooSlow(): SearchError {
    return new SearchError(
      SearchErrorCode.TooSlow,
      'Search is taking too long right now. Please try again in a few seconds.',
      { retryAfterSeconds: RETRY_AFTER_SECONDS },
    );
  }
}

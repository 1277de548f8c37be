import { RETRY_AFTER_SECONDS } from '../errors/dependency-unavailable.js';
import { domainErrorOf } from '../errors/domain-error.js';

export class SearchError extends domainErrorOf({
  SEARCH_INVALID_INPUT: 'bad_input',
  // The statement timeout cut the search short: the database is overloaded, not the input wrong.
  SEARCH_TOO_SLOW: 'unavailable',
}) {
  static invalid(message: string): SearchError {
    return new SearchError('SEARCH_INVALID_INPUT', message);
  }

  static tooSlow(): SearchError {
    return new SearchError(
      'SEARCH_TOO_SLOW',
      'Search is taking too long right now. Please try again in a few seconds.',
      { retryAfterSeconds: RETRY_AFTER_SECONDS },
    );
  }
}

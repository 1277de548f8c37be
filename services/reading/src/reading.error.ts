import { domainErrorOf } from '@distill/platform';

/** Every error the reading service reports; the platform maps the kind to GraphQL and HTTP. */
export class ReadingError extends domainErrorOf({
  READING_SUMMARY_NOT_FOUND: 'not_found',
  READING_PREMIUM_REQUIRED: 'forbidden',
  READING_INVALID_PROGRESS: 'bad_input',
  READING_INVALID_TIME_ZONE: 'bad_input',
  READING_HIGHLIGHT_NOT_FOUND: 'not_found',
  READING_INVALID_HIGHLIGHT: 'bad_input',
  READING_INVALID_HIGHLIGHT_QUERY: 'bad_input',
  READING_HIGHLIGHT_LIMIT_REACHED: 'conflict',
  READING_TOO_MANY_HIGHLIGHT_WRITES: 'rate_limited',
  READING_REVIEW_CARD_NOT_FOUND: 'not_found',
  READING_INVALID_REVIEW_SETTINGS: 'bad_input',
  READING_INVALID_READER_SETTINGS: 'bad_input',
  READING_INVALID_REVIEW_EMAIL_PREFERENCES: 'bad_input',
  READING_INVALID_REVIEW_EMAIL_LINK: 'bad_input',
  READING_REVIEW_EMAIL_LINK_EXPIRED: 'bad_input',
  READING_REVIEW_EMAIL_LINK_USED: 'conflict',
  READING_INVALID_REPORT: 'bad_input',
}) {
  static summaryNotFound(): ReadingError {
    return new ReadingError('READING_SUMMARY_NOT_FOUND', 'Summary not found');
  }
}

import { domainErrorOf } from '@distill/platform';

export enum ReadingErrorCode {
  SummaryNotFound = 'READING_SUMMARY_NOT_FOUND',
  PremiumRequired = 'READING_PREMIUM_REQUIRED',
  InvalidProgress = 'READING_INVALID_PROGRESS',
  InvalidTimeZone = 'READING_INVALID_TIME_ZONE',
  HighlightNotFound = 'READING_HIGHLIGHT_NOT_FOUND',
  InvalidHighlight = 'READING_INVALID_HIGHLIGHT',
  InvalidHighlightQuery = 'READING_INVALID_HIGHLIGHT_QUERY',
  HighlightLimitReached = 'READING_HIGHLIGHT_LIMIT_REACHED',
  TooManyHighlightWrites = 'READING_TOO_MANY_HIGHLIGHT_WRITES',
  ReviewCardNotFound = 'READING_REVIEW_CARD_NOT_FOUND',
  InvalidReviewSettings = 'READING_INVALID_REVIEW_SETTINGS',
  InvalidReaderSettings = 'READING_INVALID_READER_SETTINGS',
  InvalidReviewEmailPreferences = 'READING_INVALID_REVIEW_EMAIL_PREFERENCES',
  InvalidReviewEmailLink = 'READING_INVALID_REVIEW_EMAIL_LINK',
  ReviewEmailLinkExpired = 'READING_REVIEW_EMAIL_LINK_EXPIRED',
  ReviewEmailLinkUsed = 'READING_REVIEW_EMAIL_LINK_USED',
  InvalidReport = 'READING_INVALID_REPORT',
}

/** Every error the reading service reports; the platform maps the kind to GraphQL and HTTP. */
export class ReadingError extends domainErrorOf<ReadingErrorCode>({
  [ReadingErrorCode.SummaryNotFound]: 'not_found',
  [ReadingErrorCode.PremiumRequired]: 'forbidden',
  [ReadingErrorCode.InvalidProgress]: 'bad_input',
  [ReadingErrorCode.InvalidTimeZone]: 'bad_input',
  [ReadingErrorCode.HighlightNotFound]: 'not_found',
  [ReadingErrorCode.InvalidHighlight]: 'bad_input',
  [ReadingErrorCode.InvalidHighlightQuery]: 'bad_input',
  [ReadingErrorCode.HighlightLimitReached]: 'conflict',
  [ReadingErrorCode.TooManyHighlightWrites]: 'rate_limited',
  [ReadingErrorCode.ReviewCardNotFound]: 'not_found',
  [ReadingErrorCode.InvalidReviewSettings]: 'bad_input',
  [ReadingErrorCode.InvalidReaderSettings]: 'bad_input',
  [ReadingErrorCode.InvalidReviewEmailPreferences]: 'bad_input',
  [ReadingErrorCode.InvalidReviewEmailLink]: 'bad_input',
  [ReadingErrorCode.ReviewEmailLinkExpired]: 'bad_input',
  [ReadingErrorCode.ReviewEmailLinkUsed]: 'conflict',
  [ReadingErrorCode.InvalidReport]: 'bad_input',
}) {
  static summaryNotFound(): ReadingError {
    return new ReadingError(ReadingErrorCode.SummaryNotFound, 'Summary not found');
  }
}

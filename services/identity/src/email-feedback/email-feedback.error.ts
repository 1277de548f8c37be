import { domainErrorOf } from '@distill/platform';

export class EmailFeedbackError extends domainErrorOf({
  EMAIL_FEEDBACK_NOT_CONFIGURED: 'not_found',
  EMAIL_FEEDBACK_INVALID_SIGNATURE: 'unauthenticated',
  EMAIL_FEEDBACK_INVALID_PAYLOAD: 'bad_input',
  EMAIL_FEEDBACK_INVALID_REPORT: 'bad_input',
}) {}

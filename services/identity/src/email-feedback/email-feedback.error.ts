import { domainErrorOf } from '@distill/platform';

export enum EmailFeedbackErrorCode {
  NotConfigured = 'EMAIL_FEEDBACK_NOT_CONFIGURED',
  InvalidSignature = 'EMAIL_FEEDBACK_INVALID_SIGNATURE',
  InvalidPayload = 'EMAIL_FEEDBACK_INVALID_PAYLOAD',
  InvalidReport = 'EMAIL_FEEDBACK_INVALID_REPORT',
}

export class EmailFeedbackError extends domainErrorOf<EmailFeedbackErrorCode>({
  [EmailFeedbackErrorCode.NotConfigured]: 'not_found',
  [EmailFeedbackErrorCode.InvalidSignature]: 'unauthenticated',
  [EmailFeedbackErrorCode.InvalidPayload]: 'bad_input',
  [EmailFeedbackErrorCode.InvalidReport]: 'bad_input',
}) {}

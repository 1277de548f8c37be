import { DomainError, type ErrorKind } from '@distill/platform';

export enum EmailFeedbackErrorCode {
  NotConfigured = 'EMAIL_FEEDBACK_NOT_CONFIGURED',
  InvalidSignature = 'EMAIL_FEEDBACK_INVALID_SIGNATURE',
  InvalidPayload = 'EMAIL_FEEDBACK_INVALID_PAYLOAD',
  InvalidReport = 'EMAIL_FEEDBACK_INVALID_REPORT',
}

const KIND_BY_CODE: Record<EmailFeedbackErrorCode, ErrorKind> = {
  [EmailFeedbackErrorCode.NotConfigured]: 'not_found',
  [EmailFeedbackErrorCode.InvalidSignature]: 'unauthenticated',
  [EmailFeedbackErrorCode.InvalidPayload]: 'bad_input',
  [EmailFeedbackErrorCode.InvalidReport]: 'bad_input',
};

export class EmailFeedbackError extends DomainError<EmailFeedbackErrorCode> {
  get kind(): ErrorKind {
    return KIND_BY_CODE[this.code];
  }
}

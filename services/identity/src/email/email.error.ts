import { DomainError, type ErrorKind } from '@distill/platform';

export enum EmailErrorCode {
  PreviewNotFound = 'EMAIL_PREVIEW_NOT_FOUND',
}

export class EmailError extends DomainError<EmailErrorCode> {
  get kind(): ErrorKind {
    return 'not_found';
  }

  static previewNotFound(): EmailError {
    return new EmailError(EmailErrorCode.PreviewNotFound, 'Email preview not found');
  }
}

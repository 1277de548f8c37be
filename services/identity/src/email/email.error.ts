import { domainErrorOf } from '@distill/platform';

export class EmailError extends domainErrorOf({
  EMAIL_PREVIEW_NOT_FOUND: 'not_found',
}) {
  static previewNotFound(): EmailError {
    return new EmailError('EMAIL_PREVIEW_NOT_FOUND', 'Email preview not found');
  }
}

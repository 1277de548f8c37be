import { DomainError, type ErrorKind } from '@distill/platform';

export enum RegistrationErrorCode {
  InvalidToken = 'REGISTRATION_INVALID_TOKEN',
}

export class RegistrationError extends DomainError<RegistrationErrorCode> {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  /** Unknown, used and expired links get the same answer. */
  static invalidToken(): RegistrationError {
    return new RegistrationError(
      RegistrationErrorCode.InvalidToken,
      'This confirmation link is invalid or has expired. Please sign up again.',
    );
  }
}

import { DomainError, type ErrorKind } from '@distill/platform';

export enum PasswordResetErrorCode {
  InvalidToken = 'PASSWORD_RESET_INVALID_TOKEN',
}

export class PasswordResetError extends DomainError<PasswordResetErrorCode> {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  /** Unknown, used and expired tokens get the same answer. */
  static invalidToken(): PasswordResetError {
    return new PasswordResetError(
      PasswordResetErrorCode.InvalidToken,
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  }
}

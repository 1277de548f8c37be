import { domainErrorOf } from '@distill/platform';

export class PasswordResetError extends domainErrorOf({
  PASSWORD_RESET_INVALID_TOKEN: 'bad_input',
}) {
  /** Unknown, used and expired tokens get the same answer. */
  static invalidToken(): PasswordResetError {
    return new PasswordResetError(
      'PASSWORD_RESET_INVALID_TOKEN',
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  }
}

import { domainErrorOf } from '@distill/platform';

export class RegistrationError extends domainErrorOf({
  REGISTRATION_INVALID_TOKEN: 'bad_input',
}) {
  /** Unknown, used and expired links get the same answer. */
  static invalidToken(): RegistrationError {
    return new RegistrationError(
      'REGISTRATION_INVALID_TOKEN',
      'This confirmation link is invalid or has expired. Please sign up again.',
    );
  }
}

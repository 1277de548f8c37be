import { domainErrorOf } from '@distill/platform';

export class UserError extends domainErrorOf({
  USER_INVALID_EMAIL: 'bad_input',
  USER_EMAIL_TAKEN: 'conflict',
  USER_NOT_FOUND: 'not_found',
}) {
  static invalidEmail(): UserError {
    return new UserError('USER_INVALID_EMAIL', 'Invalid email address');
  }

  static emailTaken(): UserError {
    return new UserError('USER_EMAIL_TAKEN', 'Email address is already registered');
  }
}

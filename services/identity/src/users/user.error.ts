import { domainErrorOf } from '@distill/platform';

export enum UserErrorCode {
  InvalidEmail = 'USER_INVALID_EMAIL',
  EmailTaken = 'USER_EMAIL_TAKEN',
  NotFound = 'USER_NOT_FOUND',
}

export class UserError extends domainErrorOf<UserErrorCode>({
  [UserErrorCode.InvalidEmail]: 'bad_input',
  [UserErrorCode.EmailTaken]: 'conflict',
  [UserErrorCode.NotFound]: 'not_found',
}) {
  static invalidEmail(): UserError {
    return new UserError(UserErrorCode.InvalidEmail, 'Invalid email address');
  }

  static emailTaken(): UserError {
    return new UserError(UserErrorCode.EmailTaken, 'Email address is already registered');
  }
}

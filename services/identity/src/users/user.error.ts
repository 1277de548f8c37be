import { DomainError, type ErrorKind } from '@distill/platform';

export enum UserErrorCode {
  InvalidEmail = 'USER_INVALID_EMAIL',
  EmailTaken = 'USER_EMAIL_TAKEN',
  NotFound = 'USER_NOT_FOUND',
}

const KIND_BY_CODE: Record<UserErrorCode, ErrorKind> = {
  [UserErrorCode.InvalidEmail]: 'bad_input',
  [UserErrorCode.EmailTaken]: 'conflict',
  [UserErrorCode.NotFound]: 'not_found',
};

export class UserError extends DomainError<UserErrorCode> {
  get kind(): ErrorKind {
    return KIND_BY_CODE[this.code];
  }

  static invalidEmail(): UserError {
    return new UserError(UserErrorCode.InvalidEmail, 'Invalid email address');
  }

  static emailTaken(): UserError {
    return new UserError(UserErrorCode.EmailTaken, 'Email address is already registered');
  }
}

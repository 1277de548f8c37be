import { DomainError, type ErrorKind } from '@distill/platform';

export enum UserErrorCode {
  SignInRequired = 'USER_SIGN_IN_REQUIRED',
  AdminOnly = 'USER_ADMIN_ONLY',
  InvalidEmail = 'USER_INVALID_EMAIL',
  EmailTaken = 'USER_EMAIL_TAKEN',
  NotFound = 'USER_NOT_FOUND',
}

const KIND_BY_CODE: Record<UserErrorCode, ErrorKind> = {
  [UserErrorCode.SignInRequired]: 'unauthenticated',
  [UserErrorCode.AdminOnly]: 'forbidden',
  [UserErrorCode.InvalidEmail]: 'bad_input',
  [UserErrorCode.EmailTaken]: 'conflict',
  [UserErrorCode.NotFound]: 'not_found',
};

export class UserError extends DomainError<UserErrorCode> {
  get kind(): ErrorKind {
    return KIND_BY_CODE[this.code];
  }

  static signInRequired(): UserError {
    return new UserError(UserErrorCode.SignInRequired, 'Unauthorized');
  }

  static adminOnly(): UserError {
    return new UserError(UserErrorCode.AdminOnly, 'Admin access required');
  }

  static invalidEmail(): UserError {
    return new UserError(UserErrorCode.InvalidEmail, 'Invalid email address');
  }

  static emailTaken(): UserError {
    return new UserError(UserErrorCode.EmailTaken, 'Email address is already registered');
  }
}

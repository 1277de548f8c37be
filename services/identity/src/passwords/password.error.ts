import { DomainError, type ErrorKind } from '@distill/platform';

export enum PasswordErrorCode {
  TooShort = 'PASSWORD_TOO_SHORT',
  TooLong = 'PASSWORD_TOO_LONG',
  TooCommon = 'PASSWORD_TOO_COMMON',
}

export class PasswordError extends DomainError<PasswordErrorCode> {
  get kind(): ErrorKind {
    return 'bad_input';
  }
}

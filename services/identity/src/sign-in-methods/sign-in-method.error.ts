import { DomainError, type ErrorKind } from '@distill/platform';

export enum SignInMethodErrorCode {
  NotLinked = 'SIGN_IN_METHOD_NOT_LINKED',
  LastMethod = 'SIGN_IN_METHOD_LAST',
}

const KIND_BY_CODE: Record<SignInMethodErrorCode, ErrorKind> = {
  [SignInMethodErrorCode.NotLinked]: 'not_found',
  [SignInMethodErrorCode.LastMethod]: 'conflict',
};

export class SignInMethodError extends DomainError<SignInMethodErrorCode> {
  get kind(): ErrorKind {
    return KIND_BY_CODE[this.code];
  }

  static notLinked(): SignInMethodError {
    return new SignInMethodError(
      SignInMethodErrorCode.NotLinked,
      'Your account has no such sign-in method',
    );
  }

  static lastMethod(): SignInMethodError {
    return new SignInMethodError(
      SignInMethodErrorCode.LastMethod,
      'This is your only way to sign in: add another before removing it',
    );
  }
}

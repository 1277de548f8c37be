import { domainErrorOf } from '@distill/platform';

export enum SignInMethodErrorCode {
  NotLinked = 'SIGN_IN_METHOD_NOT_LINKED',
  LastMethod = 'SIGN_IN_METHOD_LAST',
}

export class SignInMethodError extends domainErrorOf<SignInMethodErrorCode>({
  [SignInMethodErrorCode.NotLinked]: 'not_found',
  [SignInMethodErrorCode.LastMethod]: 'conflict',
}) {
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

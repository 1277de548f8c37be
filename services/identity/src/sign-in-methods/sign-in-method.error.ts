import { domainErrorOf } from '@distill/platform';

export class SignInMethodError extends domainErrorOf({
  SIGN_IN_METHOD_NOT_LINKED: 'not_found',
  SIGN_IN_METHOD_LAST: 'conflict',
}) {
  static notLinked(): SignInMethodError {
    return new SignInMethodError(
      'SIGN_IN_METHOD_NOT_LINKED',
      'Your account has no such sign-in method',
    );
  }

  static lastMethod(): SignInMethodError {
    return new SignInMethodError(
      'SIGN_IN_METHOD_LAST',
      'This is your only way to sign in: add another before removing it',
    );
  }
}

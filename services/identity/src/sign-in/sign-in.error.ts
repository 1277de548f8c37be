import { DomainError, type ErrorKind } from '@distill/platform';

export enum SignInErrorCode {
  InvalidCredentials = 'SIGN_IN_INVALID_CREDENTIALS',
  TooManyAttempts = 'SIGN_IN_TOO_MANY_ATTEMPTS',
}

const KIND_BY_CODE: Record<SignInErrorCode, ErrorKind> = {
  [SignInErrorCode.InvalidCredentials]: 'unauthenticated',
  [SignInErrorCode.TooManyAttempts]: 'rate_limited',
};

export class SignInError extends DomainError<SignInErrorCode> {
  get kind(): ErrorKind {
    return KIND_BY_CODE[this.code];
  }

  /** One answer for unknown e-mail and wrong password alike. */
  static invalidCredentials(): SignInError {
    return new SignInError(SignInErrorCode.InvalidCredentials, 'Invalid email or password');
  }

  static tooManyAttempts(retryAfterSeconds: number): SignInError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new SignInError(
      SignInErrorCode.TooManyAttempts,
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }
}

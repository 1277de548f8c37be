import { domainErrorOf } from '@distill/platform';

export enum SignInErrorCode {
  InvalidCredentials = 'SIGN_IN_INVALID_CREDENTIALS',
  TooManyAttempts = 'SIGN_IN_TOO_MANY_ATTEMPTS',
}

export class SignInError extends domainErrorOf<SignInErrorCode>({
  [SignInErrorCode.InvalidCredentials]: 'unauthenticated',
  [SignInErrorCode.TooManyAttempts]: 'rate_limited',
}) {
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

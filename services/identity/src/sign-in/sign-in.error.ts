import { domainErrorOf } from '@distill/platform';

export class SignInError extends domainErrorOf({
  SIGN_IN_INVALID_CREDENTIALS: 'unauthenticated',
  SIGN_IN_TOO_MANY_ATTEMPTS: 'rate_limited',
}) {
  /** One answer for unknown e-mail and wrong password alike. */
  static invalidCredentials(): SignInError {
    return new SignInError('SIGN_IN_INVALID_CREDENTIALS', 'Invalid email or password');
  }

  static tooManyAttempts(retryAfterSeconds: number): SignInError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new SignInError(
      'SIGN_IN_TOO_MANY_ATTEMPTS',
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }
}

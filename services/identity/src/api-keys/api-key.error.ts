import { domainErrorOf } from '@distill/platform';

export class ApiKeyError extends domainErrorOf({
  API_KEY_INVALID: 'unauthenticated',
  API_KEY_RATE_LIMITED: 'rate_limited',
  API_KEY_INVALID_INPUT: 'bad_input',
  API_KEY_NOT_FOUND: 'not_found',
}) {
  /** Unknown, malformed and revoked keys get the same answer. */
  static invalidKey(): ApiKeyError {
    return new ApiKeyError('API_KEY_INVALID', 'Invalid API key');
  }

  static rateLimited(limit: number, retryAfterSeconds: number): ApiKeyError {
    return new ApiKeyError(
      'API_KEY_RATE_LIMITED',
      `Rate limit of ${limit} requests per minute exceeded. Try again in ${retryAfterSeconds} s.`,
      { retryAfterSeconds, rateLimit: { limit, remaining: 0, resetSeconds: retryAfterSeconds } },
    );
  }

  static invalidInput(message: string): ApiKeyError {
    return new ApiKeyError('API_KEY_INVALID_INPUT', message);
  }

  static notFound(): ApiKeyError {
    return new ApiKeyError('API_KEY_NOT_FOUND', 'API key not found');
  }
}

import { domainErrorOf } from '@distill/platform';

export enum ApiKeyErrorCode {
  InvalidKey = 'API_KEY_INVALID',
  RateLimited = 'API_KEY_RATE_LIMITED',
  InvalidInput = 'API_KEY_INVALID_INPUT',
  NotFound = 'API_KEY_NOT_FOUND',
}

export class ApiKeyError extends domainErrorOf<ApiKeyErrorCode>({
  [ApiKeyErrorCode.InvalidKey]: 'unauthenticated',
  [ApiKeyErrorCode.RateLimited]: 'rate_limited',
  [ApiKeyErrorCode.InvalidInput]: 'bad_input',
  [ApiKeyErrorCode.NotFound]: 'not_found',
}) {
  /** Unknown, malformed and revoked keys get the same answer. */
  static invalidKey(): ApiKeyError {
    return new ApiKeyError(ApiKeyErrorCode.InvalidKey, 'Invalid API key');
  }

  static rateLimited(limit: number, retryAfterSeconds: number): ApiKeyError {
    return new ApiKeyError(
      ApiKeyErrorCode.RateLimited,
      `Rate limit of ${limit} requests per minute exceeded. Try again in ${retryAfterSeconds} s.`,
      { retryAfterSeconds, rateLimit: { limit, remaining: 0, resetSeconds: retryAfterSeconds } },
    );
  }

  static invalidInput(message: string): ApiKeyError {
    return new ApiKeyError(ApiKeyErrorCode.InvalidInput, message);
  }

  static notFound(): ApiKeyError {
    return new ApiKeyError(ApiKeyErrorCode.NotFound, 'API key not found');
  }
}

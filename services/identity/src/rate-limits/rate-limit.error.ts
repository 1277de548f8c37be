import { domainErrorOf } from '@distill/platform';

export class RateLimitError extends domainErrorOf({
  RATE_LIMIT_TOO_MANY_REQUESTS: 'rate_limited',
}) {
  static tooManyRequests(retryAfterSeconds: number): RateLimitError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new RateLimitError(
      'RATE_LIMIT_TOO_MANY_REQUESTS',
      `Too many requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }
}

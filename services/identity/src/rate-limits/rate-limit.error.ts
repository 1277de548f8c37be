import { DomainError, type ErrorKind } from '@distill/platform';

export enum RateLimitErrorCode {
  TooManyRequests = 'RATE_LIMIT_TOO_MANY_REQUESTS',
}

export class RateLimitError extends DomainError<RateLimitErrorCode> {
  get kind(): ErrorKind {
    return 'rate_limited';
  }

  static tooManyRequests(retryAfterSeconds: number): RateLimitError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new RateLimitError(
      RateLimitErrorCode.TooManyRequests,
      `Too many requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }
}

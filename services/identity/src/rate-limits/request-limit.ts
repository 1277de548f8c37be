import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** The e-mail is hashed so Redis holds no addresses of people. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email).digest('hex');
}

/**
 * One family of counters (e.g. password-reset requests per e-mail) in fixed windows in Redis,
 * through rate-limiter-flexible; without Redis (embedded, one identity process) in its memory
 * store. Every abuse limit of identity is one of these.
 */
export class RequestLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    redis: Redis | undefined,
    keyPrefix: string,
    readonly points: number,
    readonly windowSeconds: number,
  ) {
    this.limiter = redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: windowSeconds })
      : new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
  }

  /** Counts one request: whether it is within the limit, what remains, when the window ends. */
  async consume(key: string): Promise<LimitState> {
    try {
      const state = await this.limiter.consume(key);
      return { allowed: true, remaining: state.remainingPoints, resetSeconds: secondsOf(state) };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, remaining: 0, resetSeconds: secondsOf(rejection) };
    }
  }

  /** Counts one event without refusing it (a failed sign-in). */
  async record(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  /** The seconds to wait when the counter is already at its limit, else 0. */
  async exhaustedFor(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    return state && state.consumedPoints >= this.points ? secondsOf(state) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export interface LimitState {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window ends (the Retry-After of a refused request). */
  resetSeconds: number;
}

function secondsOf(state: RateLimiterRes): number {
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

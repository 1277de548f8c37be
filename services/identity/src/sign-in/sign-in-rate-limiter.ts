import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { IdentityRedis } from '../redis/redis.module.js';
import { SignInError } from './sign-in.error.js';

interface Counter {
  key: string;
  limit: number;
}

/**
 * Failed sign-ins counted per account and per client address in fixed windows (Redis keys that
 * expire with the window). Once a counter reaches its limit, sign-in is refused until the window
 * ends, even with the right password, so guessing cannot continue at full speed.
 */
@Injectable()
export class SignInRateLimiter {
  constructor(
    private readonly redis: IdentityRedis,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  private get windowSeconds(): number {
    return this.runtime.config.SIGN_IN_FAILURE_WINDOW_MINUTES * 60;
  }

  private counters(email: string, clientAddress: string | null): Counter[] {
    const { SIGN_IN_MAX_FAILURES_PER_ACCOUNT, SIGN_IN_MAX_FAILURES_PER_ADDRESS } =
      this.runtime.config;
    // The e-mail is hashed so Redis holds no addresses of people.
    const account = createHash('sha256').update(email).digest('hex');
    const counters = [
      {
        key: this.redis.key('sign-in-failures', 'account', account),
        limit: SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      },
    ];
    if (clientAddress) {
      counters.push({
        key: this.redis.key('sign-in-failures', 'address', clientAddress),
        limit: SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      });
    }
    return counters;
  }

  /** Throws 429 (with the seconds to wait) when either counter is exhausted. */
  async assertAllowed(email: string, clientAddress: string | null): Promise<void> {
    let retryAfterSeconds = 0;
    for (const { key, limit } of this.counters(email, clientAddress)) {
      const [count, ttl] = await Promise.all([
        this.redis.client.get(key),
        this.redis.client.pttl(key),
      ]);
      if (Number(count ?? 0) >= limit) {
        retryAfterSeconds = Math.max(
          retryAfterSeconds,
          Math.ceil((ttl > 0 ? ttl : this.windowSeconds * 1000) / 1000),
        );
      }
    }
    if (retryAfterSeconds > 0) throw SignInError.tooManyAttempts(retryAfterSeconds);
  }

  async recordFailure(email: string, clientAddress: string | null): Promise<void> {
    const pipeline = this.redis.client.multi();
    for (const { key } of this.counters(email, clientAddress)) {
      pipeline.set(key, 0, 'EX', this.windowSeconds, 'NX').incr(key);
    }
    await pipeline.exec();
  }

  /** A successful sign-in clears the account's counter (not the address's). */
  async recordSuccess(email: string): Promise<void> {
    await this.redis.client.del(this.counters(email, null)[0]!.key);
  }
}

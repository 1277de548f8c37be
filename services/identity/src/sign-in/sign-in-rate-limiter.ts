import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { emailKey, RequestLimit } from '../rate-limits/request-limit.js';
import { IdentityRedis } from '../redis/redis.module.js';
import { SignInError } from './sign-in.error.js';

/**
 * Failed sign-ins counted per account and per client address in fixed windows. Once a counter
 * reaches its limit, sign-in is refused until the window ends, even with the right password, so
 * guessing cannot continue at full speed.
 */
@Injectable()
export class SignInRateLimiter {
  private readonly perAccount: RequestLimit;
  private readonly perAddress: RequestLimit;

  constructor(
    redis: IdentityRedis,
    @Inject(PLATFORM_OPTIONS) runtime: PlatformRuntime<IdentityConfig>,
  ) {
    const config = runtime.config;
    const window = config.SIGN_IN_FAILURE_WINDOW_MINUTES * 60;
    this.perAccount = new RequestLimit(
      redis.client,
      redis.key('sign-in-failures:account'),
      config.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      window,
    );
    this.perAddress = new RequestLimit(
      redis.client,
      redis.key('sign-in-failures:address'),
      config.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      window,
    );
  }

  /** Throws 429 (with the seconds to wait) when either counter is exhausted. */
  async assertAllowed(email: string, clientAddress: string | null): Promise<void> {
    let wait = await this.perAccount.exhaustedFor(emailKey(email));
    if (clientAddress) wait = Math.max(wait, await this.perAddress.exhaustedFor(clientAddress));
    if (wait > 0) throw SignInError.tooManyAttempts(wait);
  }

  async recordFailure(email: string, clientAddress: string | null): Promise<void> {
    await this.perAccount.record(emailKey(email));
    if (clientAddress) await this.perAddress.record(clientAddress);
  }

  /** A successful sign-in clears the account's counter (not the address's). */
  async recordSuccess(email: string): Promise<void> {
    await this.perAccount.reset(emailKey(email));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { emailKey, RequestLimit } from '../rate-limits/request-limit.js';
import { IdentityRedis } from '../redis/redis.module.js';
import { SignInError } from './sign-in.error.js';

/** The pair's key when the caller named no client address (not the gateway's own calls). */
const UNKNOWN_ADDRESS = 'unknown';

/**
 * Failed sign-ins counted per client address and per (client address, e-mail) pair in fixed
 * windows (OWASP Authentication Cheat Sheet). Once a counter reaches its limit, sign-in from
 * that address, or for that e-mail from that address, is refused until the window ends, even
 * with the right password, so guessing cannot continue at full speed. Never per e-mail alone:
 * failures sent from other addresses must not lock the owner out of their own account.
 */
@Injectable()
export class SignInRateLimiter {
  private readonly perPair: RequestLimit;
  private readonly perAddress: RequestLimit;

  constructor(
    redis: IdentityRedis,
    @Inject(PLATFORM_OPTIONS) runtime: PlatformRuntime<IdentityConfig>,
  ) {
    const config = runtime.config;
    const window = config.SIGN_IN_FAILURE_WINDOW_MINUTES * 60;
    this.perPair = new RequestLimit(
      redis.client,
      redis.key('sign-in-failures:address-email'),
      config.SIGN_IN_MAX_FAILURES_PER_ADDRESS_AND_EMAIL,
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
    let wait = await this.perPair.exhaustedFor(pairKey(email, clientAddress));
    if (clientAddress) wait = Math.max(wait, await this.perAddress.exhaustedFor(clientAddress));
    if (wait > 0) throw SignInError.tooManyAttempts(wait);
  }

  async recordFailure(email: string, clientAddress: string | null): Promise<void> {
    await this.perPair.record(pairKey(email, clientAddress));
    if (clientAddress) await this.perAddress.record(clientAddress);
  }

  /** A successful sign-in clears the pair's counter (not the address's). */
  async recordSuccess(email: string, clientAddress: string | null): Promise<void> {
    await this.perPair.reset(pairKey(email, clientAddress));
  }
}

function pairKey(email: string, clientAddress: string | null): string {
  return `${clientAddress ?? UNKNOWN_ADDRESS}:${emailKey(email)}`;
}

import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { IdentityRedis } from '../redis/redis.module.js';
import { RateLimitError } from './rate-limit.error.js';
import { emailKey, RequestLimit } from './request-limit.js';

export type LimitedRequest = 'registration' | 'password-reset';

/**
 * Requests that send mail or create accounts, limited per e-mail (no one can mail-bomb an
 * address) and per client address (no one can script them), in windows of
 * REQUEST_LIMIT_WINDOW_MINUTES.
 */
@Injectable()
export class AbuseLimits {
  private readonly limits: Record<LimitedRequest, { email: RequestLimit; address: RequestLimit }>;

  constructor(
    redis: IdentityRedis,
    @Inject(PLATFORM_OPTIONS) runtime: PlatformRuntime<IdentityConfig>,
  ) {
    const config = runtime.config;
    const window = config.REQUEST_LIMIT_WINDOW_MINUTES * 60;
    const limit = (name: string, points: number) =>
      new RequestLimit(redis.client, redis.key(name), points, window);
    this.limits = {
      registration: {
        email: limit('registrations:email', config.REGISTRATIONS_PER_EMAIL),
        address: limit('registrations:address', config.REGISTRATIONS_PER_ADDRESS),
      },
      'password-reset': {
        email: limit('password-resets:email', config.PASSWORD_RESETS_PER_EMAIL),
        address: limit('password-resets:address', config.PASSWORD_RESETS_PER_ADDRESS),
      },
    };
  }

  /** Counts the request; throws 429 (with the seconds to wait) once either limit is passed. */
  async consume(
    request: LimitedRequest,
    email: string,
    clientAddress: string | null,
  ): Promise<void> {
    const { email: perEmail, address: perAddress } = this.limits[request];
    const states = [await perEmail.consume(emailKey(email))];
    if (clientAddress) states.push(await perAddress.consume(clientAddress));
    const refused = states.filter((state) => !state.allowed);
    if (refused.length > 0) {
      throw RateLimitError.tooManyRequests(Math.max(...refused.map((state) => state.resetSeconds)));
    }
  }
}

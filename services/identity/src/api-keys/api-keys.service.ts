import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import type { MemberViewer, PartnerViewer } from '@distill/contracts';
import { IdentityRedis } from '../redis/redis.module.js';
import { type LimitState, RequestLimit } from '../rate-limits/request-limit.js';
import { hashSecretToken, newSecretToken } from '../secret-token.js';
import {
  type ApiKeyInput,
  isWellFormedKey,
  KEY_MARKER,
  KEY_PREFIX_LENGTH,
  validateApiKeyInput,
} from './api-key-rules.js';
import { type DailyUsage, ApiKeyUsage } from './api-key-usage.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyError } from './api-key.error.js';
import { isUuid } from '@distill/contracts';

const KEY_BYTES = 32;
const RATE_WINDOW_SECONDS = 60;

export interface ApiKeyView extends ApiKey {
  dailyUsage: DailyUsage[];
  usageToday: number;
}

export interface IssuedApiKey {
  /** The key itself: shown once, never stored. */
  key: string;
  apiKey: ApiKeyView;
}

export interface ApiKeyAuthentication {
  partner: PartnerViewer;
  rateLimit: { limit: number } & Omit<LimitState, 'allowed'>;
}

/** Partner API keys: admins issue, list and revoke them; the gateway authenticates requests. */
@Injectable()
export class ApiKeysService {
  private readonly limits = new Map<number, RequestLimit>();

  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    private readonly usage: ApiKeyUsage,
    private readonly redis: IdentityRedis,
  ) {}

  /** Every key, newest first; the resolvers admit admins only (@AdminOnly). */
  async list(): Promise<ApiKeyView[]> {
    const keys = await this.keys.find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return Promise.all(keys.map((key) => this.withUsage(key)));
  }

  async create(admin: MemberViewer, input: ApiKeyInput): Promise<IssuedApiKey> {
    const valid = validateApiKeyInput(input);
    const key = `${KEY_MARKER}${newSecretToken(KEY_BYTES)}`;
    const saved = await this.keys.save(
      this.keys.create({
        ...valid,
        prefix: key.slice(0, KEY_PREFIX_LENGTH),
        keyHash: hashSecretToken(key),
        createdBy: admin.id,
        revokedAt: null,
      }),
    );
    return { key, apiKey: await this.withUsage(saved) };
  }

  /** Revokes at once: the gateway asks identity on every partner request, nothing caches it. */
  async revoke(id: string): Promise<ApiKeyView> {
    if (!isUuid(id)) throw ApiKeyError.notFound();
    const key = await this.keys.findOneBy({ id });
    if (!key) throw ApiKeyError.notFound();
    if (!key.revokedAt) {
      await this.keys.update({ id, revokedAt: IsNull() }, { revokedAt: new Date() });
    }
    return this.withUsage(await this.keys.findOneByOrFail({ id }));
  }

  /**
   * Revokes every key an account issued, in the caller's transaction: for an account whose
   * password was public, what it issued cannot be trusted.
   */
  async revokeAllIssuedBy(manager: EntityManager, userId: string): Promise<number> {
    const result = await manager.update(
      ApiKey,
      { createdBy: userId, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    return result.affected ?? 0;
  }

  /**
   * The partner behind a presented key, counted against its per-minute limit and its daily
   * usage. Unknown, malformed and revoked keys are refused alike.
   */
  async authenticate(presented: string): Promise<ApiKeyAuthentication> {
    if (!isWellFormedKey(presented)) throw ApiKeyError.invalidKey();
    const key = await this.keys.findOneBy({
      keyHash: hashSecretToken(presented),
      revokedAt: IsNull(),
    });
    if (!key) throw ApiKeyError.invalidKey();
    const state = await this.limitOf(key.rateLimitPerMinute).consume(key.id);
    if (!state.allowed) throw ApiKeyError.rateLimited(key.rateLimitPerMinute, state.resetSeconds);
    await this.usage.record(key.id);
    return {
      partner: { kind: 'partner', id: key.id, name: key.name, scopes: key.scopes },
      rateLimit: {
        limit: key.rateLimitPerMinute,
        remaining: state.remaining,
        resetSeconds: state.resetSeconds,
      },
    };
  }

  /** One limiter per limit value, so an in-memory store (embedded) keeps its counts. */
  private limitOf(perMinute: number): RequestLimit {
    let limit = this.limits.get(perMinute);
    if (!limit) {
      limit = new RequestLimit(
        this.redis.client,
        this.redis.key('api-key-requests'),
        perMinute,
        RATE_WINDOW_SECONDS,
      );
      this.limits.set(perMinute, limit);
    }
    return limit;
  }

  private async withUsage(key: ApiKey): Promise<ApiKeyView> {
    const dailyUsage = await this.usage.recent(key.id);
    return Object.assign(key, { dailyUsage, usageToday: dailyUsage[0]!.requests });
  }
}

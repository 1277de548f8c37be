import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { AccessClass } from './access-class.js';

/** One cached answer: the JSON body as sent, its strong validator and headers that go with it. */
export interface CachedAnswer {
  body: string;
  etag: string;
  headers: Record<string, string>;
}

/** A lookup: the answer if cached, and the generation a fresh answer is stored under. */
export interface CacheLookup {
  answer: CachedAnswer | null;
  generation: string;
}

const LOOKUP_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('GET', ARGV[1] .. generation .. ':' .. ARGV[2]) }`;

/** Where the public reads' answers are kept: Redis (shared by replicas) or memory (embedded). */
export interface PublicReadStore {
  lookup(key: string): Promise<CacheLookup>;
  store(key: string, generation: string, answer: CachedAnswer): Promise<void>;
  /** Every cached answer is stale from now on. */
  invalidate(): Promise<void>;
}

export function publicReadKeyOf(operation: string, variables: unknown, accessClass: AccessClass) {
  return createHash('sha256')
    .update(JSON.stringify([operation, variables, accessClass]))
    .digest('base64url');
}

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/**
 * Answers of the catalog's public reads, shared by every gateway replica through Redis and keyed
 * by operation, variables and access class. A catalog event bumps the generation, which every
 * key contains: one INCR drops every answer at once, and an answer computed before the change
 * lands under the old generation where no read looks any more. The TTL only bounds how long an
 * answer lives if an event were lost.
 */
export class RedisPublicReadCache implements PublicReadStore {
  private readonly generationKey: string;
  private readonly entryPrefix: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly ttlSeconds: number,
  ) {
    this.generationKey = `${prefix}:gateway:public-reads:generation`;
    // v2: entries carry their headers; older entries are simply never read.
    this.entryPrefix = `${prefix}:gateway:public-reads:v2:`;
  }

  async lookup(key: string): Promise<CacheLookup> {
    const [generation, cached] = (await this.redis.eval(
      LOOKUP_SCRIPT,
      1,
      this.generationKey,
      this.entryPrefix,
      key,
    )) as [string, string | null];
    if (!cached) return { generation, answer: null };
    // Stored as `etag\nheaders\nbody`: the body goes out as it is, never parsed again.
    const [etag, headers] = cached.split('\n', 2) as [string, string];
    const body = cached.slice(etag.length + headers.length + 2);
    return { generation, answer: { etag, headers: JSON.parse(headers), body } };
  }

  async store(key: string, generation: string, answer: CachedAnswer): Promise<void> {
    await this.redis.set(
      `${this.entryPrefix}${generation}:${key}`,
      `${answer.etag}\n${JSON.stringify(answer.headers)}\n${answer.body}`,
      'EX',
      this.ttlSeconds,
    );
  }

  async invalidate(): Promise<void> {
    await this.redis.incr(this.generationKey);
  }
}

/**
 * The same cache in the gateway's memory, for the embedded mode (one gateway, no Redis): the
 * generation and TTL rules are those of the Redis cache.
 */
export class MemoryPublicReadCache implements PublicReadStore {
  private generation = 0;
  private readonly entries: LRUCache<string, CachedAnswer>;

  constructor(ttlSeconds: number) {
    this.entries = new LRUCache({ max: 5_000, ttl: ttlSeconds * 1000 });
  }

  async lookup(key: string): Promise<CacheLookup> {
    const generation = String(this.generation);
    return { generation, answer: this.entries.get(`${generation}:${key}`) ?? null };
  }

  async store(key: string, generation: string, answer: CachedAnswer): Promise<void> {
    if (generation === String(this.generation)) this.entries.set(`${generation}:${key}`, answer);
  }

  async invalidate(): Promise<void> {
    this.generation += 1;
    this.entries.clear();
  }
}

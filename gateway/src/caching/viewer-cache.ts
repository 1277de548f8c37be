import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { MemberViewer } from '@distill/contracts';

/** Viewers resolved from a credential, kept briefly; dropped per credential or per user. */
export interface ViewerCache {
  get(credential: string): Promise<MemberViewer | null>;
  set(credential: string, viewer: MemberViewer): Promise<void>;
  dropCredential(credential: string): Promise<void>;
  /** Forgets every cached viewer of the user; the next request asks identity again. */
  dropUser(userId: string): Promise<void>;
}

function credentialHash(credential: string): string {
  return createHash('sha256').update(credential, 'utf8').digest('hex');
}

/**
 * Viewers resolved from a credential (session token or Firebase ID token), kept briefly in Redis
 * under the credential's SHA-256, never the credential itself. Each user has an index of their
 * cached credentials so an `identity.user.updated` event or a sign-out drops them all at once.
 */
export class RedisViewerCache implements ViewerCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {}

  private viewerKey(credentialHash: string): string {
    return `${this.prefix}:gateway:viewer:${credentialHash}`;
  }

  private userIndexKey(userId: string): string {
    return `${this.prefix}:gateway:viewers-of:${userId}`;
  }

  async get(credential: string): Promise<MemberViewer | null> {
    const cached = await this.redis.get(this.viewerKey(credentialHash(credential)));
    return cached ? (JSON.parse(cached) as MemberViewer) : null;
  }

  async set(credential: string, viewer: MemberViewer): Promise<void> {
    const key = this.viewerKey(credentialHash(credential));
    const index = this.userIndexKey(viewer.id);
    await this.redis
      .multi()
      .set(key, JSON.stringify(viewer), 'EX', this.ttlSeconds)
      .sadd(index, key)
      .expire(index, this.ttlSeconds * 2)
      .exec();
  }

  async dropCredential(credential: string): Promise<void> {
    await this.redis.del(this.viewerKey(credentialHash(credential)));
  }

  async dropUser(userId: string): Promise<void> {
    const index = this.userIndexKey(userId);
    const keys = await this.redis.smembers(index);
    await this.redis.del(index, ...keys);
  }
}

/** Cached viewers of the embedded mode (one gateway process): the same keys, in memory. */
export class MemoryViewerCache implements ViewerCache {
  private readonly viewers: LRUCache<string, MemberViewer>;

  constructor(ttlSeconds: number) {
    this.viewers = new LRUCache({ max: 10_000, ttl: ttlSeconds * 1000 });
  }

  async get(credential: string): Promise<MemberViewer | null> {
    return this.viewers.get(credentialHash(credential)) ?? null;
  }

  async set(credential: string, viewer: MemberViewer): Promise<void> {
    this.viewers.set(credentialHash(credential), viewer);
  }

  async dropCredential(credential: string): Promise<void> {
    this.viewers.delete(credentialHash(credential));
  }

  async dropUser(userId: string): Promise<void> {
    for (const [key, viewer] of this.viewers.entries())
      if (viewer.id === userId) this.viewers.delete(key);
  }
}

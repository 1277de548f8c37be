import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { MemberViewer } from '@distill/contracts';

/**
 * Viewers resolved from a credential (session token or Firebase ID token), kept briefly in Redis
 * under the credential's SHA-256, never the credential itself. Each user has an index of their
 * cached credentials so an `identity.user.updated` event or a sign-out drops them all at once.
 */
export class ViewerCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {}

  static credentialHash(credential: string): string {
    return createHash('sha256').update(credential, 'utf8').digest('hex');
  }

  private viewerKey(credentialHash: string): string {
    return `${this.prefix}:gateway:viewer:${credentialHash}`;
  }

  private userIndexKey(userId: string): string {
    return `${this.prefix}:gateway:viewers-of:${userId}`;
  }

  async get(credential: string): Promise<MemberViewer | null> {
    const cached = await this.redis.get(this.viewerKey(ViewerCache.credentialHash(credential)));
    return cached ? (JSON.parse(cached) as MemberViewer) : null;
  }

  async set(credential: string, viewer: MemberViewer): Promise<void> {
    const key = this.viewerKey(ViewerCache.credentialHash(credential));
    const index = this.userIndexKey(viewer.id);
    await this.redis
      .multi()
      .set(key, JSON.stringify(viewer), 'EX', this.ttlSeconds)
      .sadd(index, key)
      .expire(index, this.ttlSeconds * 2)
      .exec();
  }

  async dropCredential(credential: string): Promise<void> {
    await this.redis.del(this.viewerKey(ViewerCache.credentialHash(credential)));
  }

  /** Forgets every cached viewer of the user; the next request asks identity again. */
  async dropUser(userId: string): Promise<void> {
    const index = this.userIndexKey(userId);
    const keys = await this.redis.smembers(index);
    await this.redis.del(index, ...keys);
  }
}

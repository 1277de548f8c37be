import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { MemberViewer } from '@distill/contracts';

/**
 * How far the cache's drops had gone when a resolution began: a viewer resolved after this mark
 * is stored only if no drop of its user or credential came after it. Null when the cache could
 * not say (Redis away): nothing is stored then.
 */
export type DropMark = number | null;

/** A cached viewer (or none), and the mark to store a freshly resolved one with. */
export interface CacheLookup {
  viewer: MemberViewer | null;
  mark: DropMark;
}

/**
 * Viewers resolved from a credential, kept briefly; dropped per credential or per user. A drop
 * wins over every resolution that began before it: identity may have answered such a resolution
 * before a sign-out or a deletion and its `set` arrive after the drop, which would otherwise keep
 * an ended session answering for the cache's lifetime.
 */
export interface ViewerCache {
  get(credential: string): Promise<CacheLookup>;
  /** The mark of a resolution that starts now without reading the cache (a sign-in). */
  mark(): Promise<DropMark>;
  /** Stores the viewer unless its user or credential was dropped after `mark`. */
  set(credential: string, viewer: MemberViewer, mark: DropMark): Promise<void>;
  dropCredential(credential: string): Promise<void>;
  /** Forgets every cached viewer of the user; the next request asks identity again. */
  dropUser(userId: string): Promise<void>;
}

function credentialHash(credential: string): string {
  return createHash('sha256').update(credential, 'utf8').digest('hex');
}

/** KEYS: viewer, user's index, user's last drop, credential's last drop. ARGV: viewer, ttl, mark. */
const SET_UNLESS_DROPPED = `
local mark = tonumber(ARGV[3])
if tonumber(redis.call('GET', KEYS[3]) or '0') > mark then return 0 end
if tonumber(redis.call('GET', KEYS[4]) or '0') > mark then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('SADD', KEYS[2], KEYS[1])
redis.call('EXPIRE', KEYS[2], ARGV[2] * 2)
return 1`;

/** KEYS: the drop counter, the dropped key's last drop, then the keys to delete. ARGV: ttl. */
const DROP = `
local drop = redis.call('INCR', KEYS[1])
redis.call('SET', KEYS[2], drop, 'EX', ARGV[1] * 2)
for i = 3, #KEYS do redis.call('DEL', KEYS[i]) end
return drop`;

/** KEYS: the drop counter, the user's index, the user's last drop. ARGV: ttl. */
const DROP_USER = `
local drop = redis.call('INCR', KEYS[1])
redis.call('SET', KEYS[3], drop, 'EX', ARGV[1] * 2)
local viewers = redis.call('SMEMBERS', KEYS[2])
for _, key in ipairs(viewers) do redis.call('DEL', key) end
redis.call('DEL', KEYS[2])
return drop`;

/**
 * Viewers resolved from a credential (session token or Firebase ID token), kept briefly in Redis
 * under the credential's SHA-256, never the credential itself. Each user has an index of their
 * cached credentials so an `identity.user.updated` event or a sign-out drops them all at once.
 * Every write is one script, so a drop and a store never interleave, and a drop leaves its
 * number (kept for twice the viewers' lifetime, longer than any resolution takes) for the stores
 * of resolutions that began before it to see.
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

  private lastDropKey(of: string): string {
    return `${this.prefix}:gateway:viewer-dropped:${of}`;
  }

  private get dropCounterKey(): string {
    return `${this.prefix}:gateway:viewer-drops`;
  }

  async get(credential: string): Promise<CacheLookup> {
    const [cached, drops] = await this.redis.mget(
      this.viewerKey(credentialHash(credential)),
      this.dropCounterKey,
    );
    return {
      viewer: cached ? (JSON.parse(cached) as MemberViewer) : null,
      mark: Number(drops ?? 0),
    };
  }

  async mark(): Promise<DropMark> {
    return Number((await this.redis.get(this.dropCounterKey)) ?? 0);
  }

  async set(credential: string, viewer: MemberViewer, mark: DropMark): Promise<void> {
    if (mark === null) return;
    const hash = credentialHash(credential);
    await this.redis.eval(
      SET_UNLESS_DROPPED,
      4,
      this.viewerKey(hash),
      this.userIndexKey(viewer.id),
      this.lastDropKey(viewer.id),
      this.lastDropKey(hash),
      JSON.stringify(viewer),
      this.ttlSeconds,
      mark,
    );
  }

  async dropCredential(credential: string): Promise<void> {
    const hash = credentialHash(credential);
    await this.redis.eval(
      DROP,
      3,
      this.dropCounterKey,
      this.lastDropKey(hash),
      this.viewerKey(hash),
      this.ttlSeconds,
    );
  }

  async dropUser(userId: string): Promise<void> {
    await this.redis.eval(
      DROP_USER,
      3,
      this.dropCounterKey,
      this.userIndexKey(userId),
      this.lastDropKey(userId),
      this.ttlSeconds,
    );
  }
}

/** Cached viewers of the embedded mode (one gateway process): the same rules, in memory. */
export class MemoryViewerCache implements ViewerCache {
  private readonly viewers: LRUCache<string, MemberViewer>;
  /** The last drop of each user id or credential hash, while a resolution could still be under way. */
  private readonly lastDrops: LRUCache<string, number>;
  private drops = 0;

  constructor(ttlSeconds: number) {
    this.viewers = new LRUCache({ max: 10_000, ttl: ttlSeconds * 1000 });
    this.lastDrops = new LRUCache({ max: 10_000, ttl: ttlSeconds * 2000 });
  }

  async get(credential: string): Promise<CacheLookup> {
    return { viewer: this.viewers.get(credentialHash(credential)) ?? null, mark: this.drops };
  }

  async mark(): Promise<DropMark> {
    return this.drops;
  }

  async set(credential: string, viewer: MemberViewer, mark: DropMark): Promise<void> {
    if (mark === null) return;
    const hash = credentialHash(credential);
    const droppedSince = (of: string) => (this.lastDrops.get(of) ?? 0) > mark;
    if (droppedSince(viewer.id) || droppedSince(hash)) return;
    this.viewers.set(hash, viewer);
  }

  async dropCredential(credential: string): Promise<void> {
    const hash = credentialHash(credential);
    this.lastDrops.set(hash, ++this.drops);
    this.viewers.delete(hash);
  }

  async dropUser(userId: string): Promise<void> {
    this.lastDrops.set(userId, ++this.drops);
    for (const [key, viewer] of this.viewers.entries())
      if (viewer.id === userId) this.viewers.delete(key);
  }
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { AccessClass } from './access-class.js';

/** The encodings a cached answer is kept in besides plain JSON, the client's preferred first. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Below this size compressing saves less than it costs (compression's own default). */
const COMPRESSION_THRESHOLD_BYTES = 1024;

const compressors: Record<AnswerEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Each answer is compressed once and served many times: a better ratio than per-request
  // compression (level 4) is worth it.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/**
 * One cached answer as this process sends it: the JSON body as bytes, its strong validator, the
 * headers that go with it (a list's paging), and each compressed variant, made the first time a client asks for it and reused after that, so a
 * cache hit never compresses.
 */
export class PreparedAnswer {
  readonly body: Buffer;
  private readonly variants = new Map<AnswerEncoding, Promise<Buffer>>();

  constructor(
    body: string,
    readonly etag: string,
    readonly headers: Record<string, string>,
    /** When (ms since the epoch) the answer's TTL ends; sent uncached answers never go stale. */
    readonly freshUntil = Infinity,
  ) {
    this.body = Buffer.from(body, 'utf8');
  }

  /** Past its TTL: still sent, once, while a fresh answer is computed (PublicReads.serve). */
  get stale(): boolean {
    return Date.now() >= this.freshUntil;
  }

  /** Whether the body is large enough to be worth sending compressed. */
  get compressible(): boolean {
    return this.body.byteLength >= COMPRESSION_THRESHOLD_BYTES;
  }

  encoded(encoding: AnswerEncoding): Promise<Buffer> {
    let variant = this.variants.get(encoding);
    if (!variant) {
      variant = compressors[encoding](this.body);
      this.variants.set(encoding, variant);
    }
    return variant;
  }
}

/** What a lookup found: the answer if cached, else what a fresh answer is stored under. */
export interface CacheLookup {
  /** The cached answer, possibly `stale`. */
  answer: PreparedAnswer | null;
  /** Local invalidations seen when the lookup began; a fresh answer is kept only if unchanged. */
  epoch: number;
  /** The shared cache's generation when the lookup began (none without Redis). */
  generation?: string;
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
 * How long an answer past its TTL may still be sent while it is computed again, as a multiple of
 * the TTL (so an entry lives twice its TTL at most).
 */
const STALE_WINDOW_TTLS = 1;

const LOOKUP_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('GET', ARGV[1] .. generation .. ':' .. ARGV[2]) }`;

/**
 * The answers shared by every gateway replica, in Redis. A catalog event bumps the generation,
 * which every key contains: one INCR drops every answer at once, and an answer computed before
 * the change lands under the old generation where no read looks any more. The same INCR is
 * published so that every replica drops its local copies too. The TTL only bounds how long an
 * answer lives if an event were lost; an entry outlives it by the stale window, marked with the
 * end of its TTL.
 */
export class SharedPublicReads {
  private readonly generationKey: string;
  private readonly entryPrefix: string;
  /** Where replicas hear of each other's invalidations. */
  readonly channel: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly ttlSeconds: number,
  ) {
    this.generationKey = `${prefix}:gateway:public-reads:generation`;
    // v3: entries carry the end of their TTL; older entries are simply never read.
    this.entryPrefix = `${prefix}:gateway:public-reads:v3:`;
    this.channel = `${prefix}:gateway:public-reads:invalidated`;
  }

  async lookup(key: string): Promise<{ generation: string; cached: PreparedAnswer | null }> {
    const [generation, cached] = (await this.redis.eval(
      LOOKUP_SCRIPT,
      1,
      this.generationKey,
      this.entryPrefix,
      key,
    )) as [string, string | null];
    if (!cached) return { generation, cached: null };
    // Stored as `etag\nfreshUntil\nheaders\nbody`: the body goes out as it is, never parsed again.
    const [etag, freshUntil, headers] = cached.split('\n', 3) as [string, string, string];
    const body = cached.slice(etag.length + freshUntil.length + headers.length + 3);
    return {
      generation,
      cached: new PreparedAnswer(body, etag, JSON.parse(headers), Number(freshUntil)),
    };
  }

  async store(
    key: string,
    generation: string,
    answer: PreparedAnswer,
    body: string,
  ): Promise<void> {
    await this.redis.set(
      `${this.entryPrefix}${generation}:${key}`,
      `${answer.etag}\n${answer.freshUntil}\n${JSON.stringify(answer.headers)}\n${body}`,
      'EX',
      this.ttlSeconds * (1 + STALE_WINDOW_TTLS),
    );
  }

  /** Drops one answer (its fresh computation was not to be kept). */
  async forget(key: string, generation: string): Promise<void> {
    await this.redis.del(`${this.entryPrefix}${generation}:${key}`);
  }

  async invalidate(): Promise<void> {
    const generation = await this.redis.incr(this.generationKey);
    await this.redis.publish(this.channel, String(generation));
  }
}

/** How much answer text one gateway keeps in memory at most (compressed variants add ~1/5). */
const LOCAL_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The public reads' answers: first in this process's memory (a hit costs no round trip and no
 * compression), then in Redis, shared by the replicas (absent embedded, where there is one
 * gateway). Keyed by operation, variables and access class; every invalidation (a catalog event,
 * this gateway's own admin write, or another replica's, heard on the shared channel) empties the
 * memory at once, and the TTL bounds both levels if an invalidation were lost. An answer past
 * its TTL is found `stale` for as long again (the stale window), so a reader is never the one who
 * waits for it to be computed again.
 */
export class PublicReadCache {
  private readonly local: LRUCache<string, PreparedAnswer>;
  private readonly ttlMs: number;
  /** Counts local invalidations: an answer computed across one is never kept. */
  private epoch = 0;
  /** What else the gateway keeps from public reads (the sitemap), dropped with them. */
  private readonly dropListeners: Array<() => void> = [];

  constructor(
    ttlSeconds: number,
    private readonly shared?: SharedPublicReads,
  ) {
    this.ttlMs = ttlSeconds * 1000;
    this.local = new LRUCache({
      max: 10_000,
      maxSize: LOCAL_MAX_BYTES,
      sizeCalculation: (answer) => answer.body.byteLength,
      ttl: this.ttlMs * (1 + STALE_WINDOW_TTLS),
    });
  }

  async lookup(key: string): Promise<CacheLookup> {
    const epoch = this.epoch;
    const local = this.local.get(key);
    if ((local && !local.stale) || !this.shared) return { answer: local ?? null, epoch };
    // A stale copy here: another replica may have computed it again already. One Redis no longer
    // holds is not sent (an invalidation this process did not hear may have dropped it).
    const { generation, cached } = await this.shared.lookup(key);
    if (!cached) {
      if (local) this.local.delete(key);
      return { answer: null, epoch, generation };
    }
    // Redis's copy of the same stale answer: the local one keeps its compressed variants.
    if (local && cached.freshUntil === local.freshUntil)
      return { answer: local, epoch, generation };
    this.keepLocally(key, epoch, cached);
    return { answer: cached, epoch, generation };
  }

  /**
   * Keeps a fresh answer here at once; `shared` settles when Redis has it too (it may refuse:
   * the answer is still sent and kept here).
   */
  keep(
    key: string,
    lookup: CacheLookup,
    json: string,
    headers: Record<string, string>,
  ): { answer: PreparedAnswer; shared: Promise<void> } {
    const answer = new PreparedAnswer(json, etagOf(json), headers, Date.now() + this.ttlMs);
    this.keepLocally(key, lookup.epoch, answer);
    const shared =
      this.shared && lookup.generation !== undefined
        ? this.shared.store(key, lookup.generation, answer, json)
        : Promise.resolve();
    return { answer, shared };
  }

  /** Drops one answer here and in Redis: what it answered is no longer to be kept. */
  async forget(key: string, lookup: CacheLookup): Promise<void> {
    if (lookup.epoch === this.epoch) this.local.delete(key);
    if (lookup.generation !== undefined) await this.shared?.forget(key, lookup.generation);
  }

  /** Every cached answer is dropped from now on, in this process at once and then everywhere. */
  async invalidate(): Promise<void> {
    this.dropLocal();
    await this.shared?.invalidate();
  }

  /** Another replica invalidated, or this process may have missed that it did. */
  dropLocal(): void {
    this.epoch += 1;
    this.local.clear();
    for (const listener of this.dropListeners) listener();
  }

  /**
   * Calls `listener` whenever this replica's copies are dropped, whatever the cause (an event it
   * consumed, another replica's message, a reconnection): a replica that did not consume the event
   * hears it here.
   */
  onDropped(listener: () => void): void {
    this.dropListeners.push(listener);
  }

  private keepLocally(key: string, epoch: number, answer: PreparedAnswer): void {
    if (epoch === this.epoch) this.local.set(key, answer);
  }
}

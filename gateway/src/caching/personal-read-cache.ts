import type { Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Viewer } from '@distill/contracts';
import { accessClassOf } from './access-class.js';

/**
 * What one gateway process keeps of members' answers, in characters of JSON and key (about bytes:
 * the answers are ASCII JSON); the least recently read go first.
 */
const MAX_CHARACTERS = 32 * 1024 * 1024;
/** Members whose token is remembered: a forgotten member simply gets a new one. */
const MAX_MEMBERS = 100_000;

/** A fresh read: the JSON to send and keep, or how to answer when it may not be kept (an error). */
export type FreshRead = { json: string } | { answer: (res: Response) => void };

interface KeptAnswer {
  json: string;
  /** When it was read (the cache's clock, in ms). */
  readAt: number;
}

/**
 * A signed-in member's own reads (progress, favourites, stats), kept in this gateway's memory
 * for that member only: an answer is found under the member's id, their access class, the
 * operation and its variables, so it never serves another person, nor the same person after
 * their access changed. Answers are dropped
 * - at once by any mutation that member makes through this gateway (REST or GraphQL; see
 *   `caching/`), before its answer is sent, so their next read sees their write;
 * - everyone's by any admin mutation and by reading's `reading.summary-cards.changed` (a summary
 *   unpublished leaves the favourites list; titles and covers change), sent once reading has
 *   committed its copy of the cards the lists are read from, and everyone's when another
 *   replica says so;
 * - by time: an answer is fresh for `ttlSeconds`; for as long again it is still sent, once per
 *   read, while the member's read runs afresh in the background and replaces it
 *   (stale-while-revalidate), so a member coming back is not made to wait for the subgraphs;
 *   after twice `ttlSeconds` it is gone. That bound is what limits every staleness no event
 *   reports: stats that depend on the date (a streak ends at midnight in the member's time zone)
 *   are at most twice `ttlSeconds` late.
 * A read that was under way while the member's answers were dropped is sent but not kept, so a
 * write racing a read (or a background refresh) never leaves the older answer behind.
 */
export class PersonalReadCache {
  /**
   * Answers under their member's token. Dropping a member's answers gives the member a new token:
   * the old answers are never found again and make room for others as they age out.
   */
  private readonly answers: LRUCache<string, KeptAnswer> | null;
  /** Each member's current token; tokens are never reused, so no forgotten answer comes back. */
  private readonly tokens = new LRUCache<string, number>({ max: MAX_MEMBERS });
  private lastToken = 0;
  /** The answers being read afresh in the background: one refresh each at a time. */
  private readonly refreshing = new Set<string>();
  private readonly freshMs: number;

  /** A `ttlSeconds` of 0 keeps nothing: every read runs `fresh`. */
  constructor(
    ttlSeconds: number,
    maxCharacters = MAX_CHARACTERS,
    private readonly now: () => number = Date.now,
  ) {
    this.freshMs = ttlSeconds * 1000;
    this.answers =
      ttlSeconds > 0
        ? new LRUCache<string, KeptAnswer>({
            maxSize: maxCharacters,
            sizeCalculation: (kept, key) => kept.json.length + key.length,
            ttl: 2 * this.freshMs,
          })
        : null;
  }

  /**
   * Answers a personalised read from the cache, or runs `fresh` (reading as the member) and keeps
   * what it read when it may be kept; an answer past its freshness is sent and read afresh.
   */
  async serve(
    res: Response,
    viewer: Viewer,
    operation: string,
    variables: unknown,
    fresh: () => Promise<FreshRead>,
  ): Promise<void> {
    if (viewer.kind !== 'member' || !this.answers) {
      send(res, await fresh());
      return;
    }
    const token = this.tokenOf(viewer.id);
    const key = `${token}\0${accessClassOf(viewer)}\0${operation}\0${JSON.stringify(variables)}`;
    const kept = this.answers.get(key);
    const age = kept ? this.now() - kept.readAt : Number.POSITIVE_INFINITY;
    if (kept && age < 2 * this.freshMs) {
      res.type('application/json').send(kept.json);
      if (age >= this.freshMs) this.refresh(key, viewer.id, token, fresh);
      return;
    }
    const readAt = this.now();
    const read = await fresh();
    send(res, read);
    this.keep(key, viewer.id, token, read, readAt);
  }

  /** Drops one member's answers (their own write, here or at another replica). */
  dropMember(memberId: string): void {
    this.tokens.set(memberId, this.newToken());
  }

  /** Drops every member's answers (a catalog change, or invalidations possibly missed). */
  dropAll(): void {
    this.tokens.clear();
    this.answers?.clear();
  }

  /** Reads a kept answer afresh in the background; one that cannot be read is forgotten. */
  private refresh(key: string, memberId: string, token: number, fresh: () => Promise<FreshRead>) {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    const readAt = this.now();
    fresh()
      .then(
        (read) => this.keep(key, memberId, token, read, readAt),
        () => this.answers?.delete(key),
      )
      .finally(() => this.refreshing.delete(key));
  }

  /**
   * Keeps a read only if nothing dropped the member's answers while it ran (under an old token it
   * would never be found again; not keeping it leaves the room to others).
   */
  private keep(key: string, memberId: string, token: number, read: FreshRead, readAt: number) {
    if ('json' in read && this.tokens.get(memberId) === token) {
      this.answers?.set(key, { json: read.json, readAt });
    } else {
      this.answers?.delete(key);
    }
  }

  private tokenOf(memberId: string): number {
    let token = this.tokens.get(memberId);
    if (token === undefined) {
      token = this.newToken();
      this.tokens.set(memberId, token);
    }
    return token;
  }

  private newToken(): number {
    this.lastToken += 1;
    return this.lastToken;
  }
}

function send(res: Response, read: FreshRead): void {
  if ('json' in read) res.type('application/json').send(read.json);
  else read.answer(res);
}

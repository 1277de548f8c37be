import type { Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Viewer } from '@distill/contracts';
import { accessClassOf } from '../public-reads/access-class.js';

/**
 * What one gateway process keeps of members' answers, in characters of JSON and key (about bytes:
 * the answers are ASCII JSON); the least recently read go first.
 */
const MAX_CHARACTERS = 32 * 1024 * 1024;
/** Members whose token is remembered: a forgotten member simply gets a new one. */
const MAX_MEMBERS = 100_000;

/**
 * A signed-in member's own reads (progress, favourites, stats), kept in this gateway's memory
 * for that member only: an answer is found under the member's id, their access class, the
 * operation and its variables, so it never serves another person, nor the same person after
 * their access changed. Answers are dropped
 * - at once by any mutation that member makes through this gateway (REST or GraphQL; see
 *   `caching/`), before its answer is sent, so their next read sees their write;
 * - everyone's by any admin mutation and by every catalog event (a summary unpublished leaves
 *   the favourites list; titles and covers change), and everyone's when another replica says so;
 * - after `ttlSeconds` at the latest. That bound is what limits every staleness no event reports:
 *   stats that depend on the date (a streak ends at midnight in the member's time zone) are at
 *   most `ttlSeconds` late, as is a change the reading service makes after a catalog event.
 * A read that was under way while the member's answers were dropped is sent but not kept, so a
 * write racing a read never leaves the older answer behind.
 */
export class PersonalReadCache {
  /**
   * Answers under their member's token. Dropping a member's answers gives the member a new token:
   * the old answers are never found again and make room for others as they age out.
   */
  private readonly answers: LRUCache<string, string> | null;
  /** Each member's current token; tokens are never reused, so no forgotten answer comes back. */
  private readonly tokens = new LRUCache<string, number>({ max: MAX_MEMBERS });
  private lastToken = 0;

  /** A `ttlSeconds` of 0 keeps nothing: every read runs `fresh`. */
  constructor(ttlSeconds: number, maxCharacters = MAX_CHARACTERS) {
    this.answers =
      ttlSeconds > 0
        ? new LRUCache<string, string>({
            maxSize: maxCharacters,
            sizeCalculation: (json, key) => json.length + key.length,
            ttl: ttlSeconds * 1000,
          })
        : null;
  }

  /**
   * Answers a personalised read from the cache, or runs `fresh` (which sends its own answer and
   * says the JSON it sent when that answer may be kept) and keeps what it returns.
   */
  async serve(
    res: Response,
    viewer: Viewer,
    operation: string,
    variables: unknown,
    fresh: () => Promise<string | null>,
  ): Promise<void> {
    if (viewer.kind !== 'member' || !this.answers) {
      await fresh();
      return;
    }
    const token = this.tokenOf(viewer.id);
    const answer = `${accessClassOf(viewer)}\0${operation}\0${JSON.stringify(variables)}`;
    const cached = this.answers.get(`${token}\0${answer}`);
    if (cached !== undefined) {
      res.type('application/json').send(cached);
      return;
    }
    const json = await fresh();
    // Kept only if nothing dropped this member's answers while the read ran.
    if (json === null || this.tokenOf(viewer.id) !== token) return;
    this.answers.set(`${token}\0${answer}`, json);
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

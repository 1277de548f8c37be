import type { ApolloServerPlugin } from '@apollo/server';
import type { Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Viewer } from '@distill/contracts';
import type { GatewayContext } from '../graphql/request-context.js';
import { accessClassOf } from '../public-reads/access-class.js';

/** How many members' answers one gateway process keeps (the least recently reading go first). */
const MAX_MEMBERS = 10_000;
/** How many answers one member keeps (stats per time zone, progress per summary). */
const MAX_ANSWERS_PER_MEMBER = 32;

/** One member's cached answers and the count of invalidations they have seen. */
interface MemberAnswers {
  generation: number;
  answers: Map<string, { json: string; expiresAt: number }>;
}

/**
 * A signed-in member's own reads (progress, favourites, stats), kept in this gateway's memory
 * for that member only: an answer is found under the member's id, their access class, the
 * operation and its variables, so it never serves another person, nor the same person after
 * their access changed. Answers are dropped
 * - at once by any mutation that member makes through this gateway (REST or GraphQL; see
 *   `invalidateOnMutation`), before its answer is sent, so their next read sees their write;
 * - everyone's by any admin mutation and by every catalog event (a summary unpublished leaves
 *   the favourites list; titles and covers change), and everyone's when another replica says so;
 * - after `ttlSeconds` at the latest. That bound is what limits every staleness no event reports:
 *   stats that depend on the date (a streak ends at midnight in the member's time zone) are at
 *   most `ttlSeconds` late, as is a change the reading service makes after a catalog event.
 * A read that was under way while the member's answers were dropped is sent but not kept, so a
 * write racing a read never leaves the older answer behind.
 */
export class PersonalReadCache {
  private readonly members = new LRUCache<string, MemberAnswers>({ max: MAX_MEMBERS });

  constructor(private readonly ttlSeconds: number) {}

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
    if (viewer.kind !== 'member') {
      await fresh();
      return;
    }
    const key = `${accessClassOf(viewer)}\0${operation}\0${JSON.stringify(variables)}`;
    const member = this.membersEntry(viewer.id);
    const cached = member.answers.get(key);
    if (cached && cached.expiresAt > Date.now()) {
      res.type('application/json').send(cached.json);
      return;
    }
    const generation = member.generation;
    const json = await fresh();
    // Kept only if nothing dropped this member's answers while the read ran.
    if (json === null || this.members.get(viewer.id) !== member) return;
    if (member.generation !== generation) return;
    member.answers.delete(key);
    member.answers.set(key, { json, expiresAt: Date.now() + this.ttlSeconds * 1000 });
    if (member.answers.size > MAX_ANSWERS_PER_MEMBER) {
      member.answers.delete(member.answers.keys().next().value!);
    }
  }

  /** Drops one member's answers (their own write, here or at another replica). */
  dropMember(memberId: string): void {
    const member = this.members.peek(memberId);
    if (!member) return;
    member.generation += 1;
    member.answers.clear();
  }

  /** Drops every member's answers (a catalog change, or invalidations possibly missed). */
  dropAll(): void {
    for (const member of this.members.values()) {
      member.generation += 1;
      member.answers.clear();
    }
  }

  private membersEntry(memberId: string): MemberAnswers {
    let member = this.members.get(memberId);
    if (!member) {
      member = { generation: 0, answers: new Map() };
      this.members.set(memberId, member);
    }
    return member;
  }
}

/**
 * Drops cached personal reads for every mutation run through the gateway (REST routes run theirs
 * through the same server): the member's own when it starts and again before its answer is sent;
 * everyone's when an admin runs it, since it may change the catalog every list shows.
 */
export function invalidateOnMutation(
  drop: (viewer: Viewer) => void,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== 'query') drop(contextValue.viewer);
        },
        async willSendResponse({ operation, contextValue }) {
          if (operation && operation.operation !== 'query') drop(contextValue.viewer);
        },
      };
    },
  };
}

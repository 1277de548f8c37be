import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { testRedisUrl } from '@distill/platform/testing';
import { catalogKitOf, viewers } from '@distill/catalog/testing';
import { insertSummary, type SummaryFixture } from './catalog-fixtures.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  eventually,
  type GatewayStack,
  graphqlCall,
  startGatewayStack,
  registerMember,
} from './gateway-stack.js';

type Reader = 'visitor' | 'member' | 'subscriber' | 'admin' | 'partner' | 'licensedPartner';
/** Who reads premium content in full (spec section 4; partners by their key's scope). */
const READS_PREMIUM_IN_FULL: Record<Reader, boolean> = {
  visitor: false,
  member: false,
  subscriber: true,
  admin: true,
  partner: false,
  licensedPartner: true,
};
const READERS = Object.keys(READS_PREMIUM_IN_FULL) as Reader[];

let stack: GatewayStack;
let free: SummaryFixture;
let premium: SummaryFixture;
let draft: SummaryFixture;
const headersOf = {} as Record<Reader, Record<string, string>>;

const register = () => registerMember(stack.url);

beforeAll(async () => {
  stack = await startGatewayStack({ withCatalog: true, seedCatalog: false });
  free = await insertSummary(stack, { title: 'Free', isPremium: false, isPublished: true });
  premium = await insertSummary(stack, { title: 'Premium', isPremium: true, isPublished: true });
  draft = await insertSummary(stack, { title: 'Draft', isPremium: false, isPublished: false });

  headersOf.visitor = {};
  headersOf.member = { cookie: (await register()).cookie };
  const subscriber = await register();
  await stack.changeMemberAccess(subscriber.userId, {
    subscriptionStatus: 'active',
    subscriptionType: 'monthly',
  });
  headersOf.subscriber = { cookie: subscriber.cookie };
  const admin = await call(stack.url, 'POST', '/api/simple-login', {
    json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  headersOf.admin = { cookie: admin.sessionCookie! };
  const issueKey = async (scopes: string[]) => {
    const answer = await call(stack.url, 'POST', '/api/admin/api-keys', {
      json: { name: `Partner ${scopes.length}`, scopes },
      cookie: headersOf.admin.cookie,
    });
    expect(answer.status).toBe(201);
    return { 'x-api-key': answer.json<{ key: string }>().key };
  };
  headersOf.partner = await issueKey([]);
  headersOf.licensedPartner = await issueKey(['premium-content']);
});
afterAll(() => stack.close());

const read = (reader: Reader, path: string, headers: Record<string, string> = {}) =>
  call(stack.url, 'GET', path, { headers: { ...headersOf[reader], ...headers } });

const titlesOf = (answer: { json<T>(): T }) =>
  answer.json<Array<{ title: string }>>().map((summary) => summary.title);

/** A write straight into the catalog's table: no event, so only an uncached read can see it. */
const renameSilently = (id: string, title: string) =>
  stack
    .catalogApp!.get(DataSource)
    .query('UPDATE summary SET title = $1 WHERE id = $2', [title, id]);

describe('the public read cache', () => {
  it('answers repeat reads from the cache, and a catalog change reaches later reads through its event', async () => {
    const first = await read('visitor', '/api/summaries/published');
    expect(titlesOf(first).sort()).toEqual(['Free', 'Premium']);

    await renameSilently(free.id, 'Free (renamed without an event)');
    const cached = await read('visitor', '/api/summaries/published');
    expect(titlesOf(cached).sort()).toEqual(['Free', 'Premium']);
    expect(cached.headers.get('etag')).toBe(first.headers.get('etag'));

    // Published by the catalog itself (as another gateway's admin would): only its event
    // (outbox, relay, this gateway's queue) can drop the cached answers.
    await catalogKitOf(stack.catalogApp!).summaryEditor.setPublished(viewers.admin, draft.id, true);
    const fresh = await eventually(async () => {
      const answer = await read('visitor', '/api/summaries/published');
      return titlesOf(answer).includes('Draft') ? answer : undefined;
    });
    expect(titlesOf(fresh).sort()).toEqual(['Draft', 'Free (renamed without an event)', 'Premium']);
    expect(fresh.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it("shows an admin's change through this gateway on the very next read", async () => {
    // Readers are offered only categories with a published summary.
    const created = await call(stack.url, 'POST', '/api/admin/categories', {
      json: { name: 'Read Your Writes', slug: 'read-your-writes' },
      cookie: headersOf.admin.cookie,
    });
    expect(created.status).toBe(201);
    const category = created.json<{ id: string }>();
    await insertSummary(stack, { categoryId: category.id });
    const slugs = (answer: { json: <T>() => T }) =>
      answer.json<Array<{ slug: string }>>().map((c) => c.slug);
    const before = await eventually(async () => {
      const answer = await read('visitor', '/api/categories');
      return slugs(answer).includes('read-your-writes') ? answer : undefined;
    });
    const renamed = await call(stack.url, 'PUT', `/api/admin/categories/${category.id}`, {
      json: { name: 'Read Your Writes', slug: 'read-your-writes-renamed' },
      cookie: headersOf.admin.cookie,
    });
    expect(renamed.status).toBe(200);
    const after = await read('visitor', '/api/categories');
    expect(slugs(after)).toContain('read-your-writes-renamed');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it.each([
    ['subscriber', 'visitor'],
    ['admin', 'member'],
    ['licensedPartner', 'partner'],
    ['visitor', 'subscriber'],
    ['partner', 'licensedPartner'],
  ] as const)(
    'never serves one access class the answer cached for another (%s reads first, then %s)',
    async (firstReader, secondReader) => {
      for (const reader of [firstReader, secondReader, firstReader, secondReader]) {
        const answer = await read(reader, `/api/summaries/${premium.id}`);
        expect(answer.status).toBe(200);
        const summary = answer.json<{ content: string; hasFullAccess: boolean }>();
        const full = READS_PREMIUM_IN_FULL[reader];
        expect(summary.hasFullAccess).toBe(full);
        expect(summary.content).toBe(full ? premium.content : premium.preview);

        const sections = await read(reader, `/api/summaries/${premium.id}/sections`);
        expect(
          sections.json<Array<{ content: string | null }>>().map((section) => section.content),
        ).toEqual(full ? premium.sectionContents : premium.sectionContents.map(() => null));
      }
    },
  );

  it('lists every access class the same titles but cuts premium content by class', async () => {
    for (const reader of READERS) {
      const list = (await read(reader, '/api/summaries/published')).json<
        Array<{ id: string; content: string }>
      >();
      expect(list.find((summary) => summary.id === premium.id)!.content).toBe(
        READS_PREMIUM_IN_FULL[reader] ? premium.content : premium.preview,
      );
    }
  });

  it('keys searches and pages by their parameters: one never answers another', async () => {
    const stoic = await insertSummary(stack, { title: 'Searchable Stoic', isPublished: true });
    const habit = await insertSummary(stack, { title: 'Searchable Habit', isPublished: true });
    // Twice each, the second time from the cache.
    for (let round = 0; round < 2; round += 1) {
      expect(titlesOf(await read('visitor', '/api/summaries/published?q=STOIC'))).toEqual([
        'Searchable Stoic',
      ]);
      expect(titlesOf(await read('visitor', '/api/summaries/published?q=habit'))).toEqual([
        'Searchable Habit',
      ]);
      expect(titlesOf(await read('visitor', '/api/summaries/published'))).toEqual(
        expect.arrayContaining(['Searchable Stoic', 'Searchable Habit', 'Premium']),
      );

      const first = await read('visitor', '/api/summaries/published?q=searchable&limit=1');
      expect(first.json<Array<{ id: string }>>().map((s) => s.id)).toEqual([habit.id]);
      expect(first.headers.get('x-total-count')).toBe('2');
      const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('link') ?? '');
      expect(next?.[1]).toMatch(/^\/api\/summaries\/published\?limit=1&q=searchable&cursor=/);
      const second = await read('visitor', next![1]!);
      expect(second.json<Array<{ id: string }>>().map((s) => s.id)).toEqual([stoic.id]);
      expect(second.headers.get('x-total-count')).toBe('2');
      expect(second.headers.get('link')).toBeNull();
    }
  });

  it('answers a matching If-None-Match with 304, and marks who may keep the answer', async () => {
    const visitor = await read('visitor', '/api/summaries/featured');
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toBe('public, no-cache');
    expect(visitor.headers.get('vary')).toMatch(/cookie/i);
    const etag = visitor.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    // As a browser revalidates (fetch() itself would add `no-cache`, which forbids a 304).
    const revalidated = await read('visitor', '/api/summaries/featured', {
      'if-none-match': etag,
      'cache-control': 'max-age=0',
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');

    const member = await read('member', '/api/summaries/featured');
    expect(member.headers.get('cache-control')).toBe('private, no-cache');
    const stale = await read('visitor', '/api/summaries/featured', {
      'if-none-match': '"not-the-current-answer"',
      'cache-control': 'max-age=0',
    });
    expect(stale.status).toBe(200);
  });

  it("keeps answers in each replica's memory, and every change reaches every replica", async () => {
    const replica = await stack.startReplica();
    const readAt = async (url: string) =>
      titlesOf(await call(url, 'GET', '/api/summaries/featured', {}));
    const before = await readAt(stack.url);
    expect(await readAt(replica.url)).toEqual(before);

    // With the shared copies gone and a silent rename, both replicas still answer from memory.
    const redis = new Redis(testRedisUrl());
    const shared = await redis.keys(`${stack.config.EVENTS_PREFIX}:gateway:public-reads:*:*`);
    if (shared.length > 0) await redis.del(...shared);
    redis.disconnect();
    await renameSilently(premium.id, 'Premium (renamed without an event)');
    expect(await readAt(stack.url)).toEqual(before);
    expect(await readAt(replica.url)).toEqual(before);

    // A catalog event is consumed by one replica; the other hears of it through Redis.
    const edit = (title: string) => ({ title, author: 'Edited Author', content: free.content });
    await catalogKitOf(stack.catalogApp!).summaryEditor.update(
      viewers.admin,
      free.id,
      edit('Free (edited)'),
    );
    for (const url of [stack.url, replica.url]) {
      await eventually(async () =>
        (await readAt(url)).includes('Free (edited)') ? true : undefined,
      );
    }

    // An admin's edit through one replica: its own next read shows it, the other's soon after.
    const edited = await call(stack.url, 'PUT', `/api/admin/summaries/${free.id}`, {
      json: edit('Free (edited again)'),
      cookie: headersOf.admin.cookie,
    });
    expect(edited.status).toBe(200);
    expect(await readAt(stack.url)).toContain('Free (edited again)');
    await eventually(async () =>
      (await readAt(replica.url)).includes('Free (edited again)') ? true : undefined,
    );
  });

  it('never caches a miss: an unknown summary stays a 404 that nobody may keep', async () => {
    const missing = await read('visitor', '/api/summaries/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Summary not found');
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the public read cache for GraphQL', () => {
  const SUMMARY = `query Summary($id: ID!) { summary(id: $id) { title content hasFullAccess } }`;
  const ask = (reader: Reader, query: string, variables: Record<string, unknown> = {}) =>
    graphqlCall(stack.url, query, { headers: headersOf[reader], variables });

  it('answers catalog-only queries from the cache, never one access class for another', async () => {
    for (const reader of ['subscriber', 'visitor', 'admin', 'member', 'visitor'] as const) {
      const answer = await ask(reader, SUMMARY, { id: premium.id });
      expect(answer.status).toBe(200);
      const summary = answer.body.data!.summary as { content: string; hasFullAccess: boolean };
      expect(summary.hasFullAccess).toBe(READS_PREMIUM_IN_FULL[reader]);
      expect(summary.content).toBe(
        READS_PREMIUM_IN_FULL[reader] ? premium.content : premium.preview,
      );
    }

    const before = (await ask('visitor', SUMMARY, { id: draft.id })).body.data!.summary as {
      title: string;
    };
    await renameSilently(draft.id, 'Draft (renamed for GraphQL without an event)');
    const cached = (await ask('visitor', SUMMARY, { id: draft.id })).body.data!.summary as {
      title: string;
    };
    expect(cached.title).toBe(before.title);
  });

  it('never caches a query that reads anything personal', async () => {
    const [one, two] = [await register(), await register()];
    const added = await call(stack.url, 'POST', '/api/favorites', {
      json: { summaryId: free.id },
      cookie: one.cookie,
    });
    expect(added.status).toBe(201);
    const query = `query Mine($id: ID!) { viewer { id } summary(id: $id) { title isFavorite } }`;
    for (const [member, favourite] of [
      [one, true],
      [two, false],
      [one, true],
    ] as const) {
      const answer = await graphqlCall(stack.url, query, {
        cookie: member.cookie,
        variables: { id: free.id },
      });
      expect(answer.body.data).toMatchObject({
        viewer: { id: member.userId },
        summary: { isFavorite: favourite },
      });
    }
  });
});

describe('free picks and the cached reads', () => {
  const SUMMARY = `query Summary($id: ID!) { summary(id: $id) { content hasFullAccess sections { content } } }`;
  const PICK = `mutation Pick($id: ID!) { useFreePick(summaryId: $id, timeZone: "Europe/Berlin") { created } }`;
  const PICKS = `query Picks { freePicks(timeZone: "Europe/Berlin") { used summaries { summaryId } } }`;

  it('shows a pick in full on the member’s next read at every replica, and never to anyone else', async () => {
    const replica = await stack.startReplica();
    const [picker, other] = [await register(), await register()];
    const readers = {
      picker: { cookie: picker.cookie },
      other: { cookie: other.cookie },
      visitor: {},
    };
    const graphqlAt = (url: string, who: keyof typeof readers, query: string) =>
      graphqlCall(url, query, { headers: readers[who], variables: { id: premium.id } });
    const restAt = (url: string, who: keyof typeof readers) =>
      call(url, 'GET', `/api/summaries/${premium.id}`, { headers: readers[who] });
    type Answer = {
      content: string;
      hasFullAccess: boolean;
      sections?: Array<{ content: string | null }>;
    };
    const readAll = async (who: keyof typeof readers) => {
      const answers: Answer[] = [];
      for (const url of [stack.url, replica.url]) {
        const graphql = (await graphqlAt(url, who, SUMMARY)).body.data!.summary as Answer;
        const rest = (await restAt(url, who)).json<Answer>();
        answers.push(graphql, rest);
      }
      return answers;
    };

    // Warm both replicas and Redis for every reader, twice (the second read may be a hit).
    for (const who of ['picker', 'other', 'visitor', 'picker', 'other', 'visitor'] as const) {
      for (const answer of await readAll(who)) {
        expect(answer).toMatchObject({ hasFullAccess: false, content: premium.preview });
      }
    }

    const picked = await graphqlAt(stack.url, 'picker', PICK);
    expect(picked.body.data).toEqual({ useFreePick: { created: true } });

    for (const answer of await readAll('picker')) {
      expect(answer).toMatchObject({ hasFullAccess: true, content: premium.content });
    }
    const [unlocked] = await readAll('picker');
    expect(unlocked!.sections!.map((section) => section.content)).toEqual(premium.sectionContents);
    for (const who of ['other', 'visitor'] as const) {
      for (const answer of await readAll(who)) {
        expect(answer).toMatchObject({ hasFullAccess: false, content: premium.preview });
      }
    }

    // Each member's picks are their own, at either replica.
    for (const url of [replica.url, stack.url]) {
      expect((await graphqlAt(url, 'picker', PICKS)).body.data).toEqual({
        freePicks: { used: 1, summaries: [{ summaryId: premium.id }] },
      });
      expect((await graphqlAt(url, 'other', PICKS)).body.data).toEqual({
        freePicks: { used: 0, summaries: [] },
      });
    }
  });
  it('sends an answer past its TTL at once, then the fresh one; drops one now missing or no longer in Redis', async () => {
    // A gateway of its own (own prefix: its own cache, no events heard), with a 3 s TTL: only
    // the TTL can bring the catalog's silent changes to its readers.
    const ttlSeconds = 3;
    const replica = await stack.startReplica({
      PUBLIC_READ_CACHE_TTL_SECONDS: String(ttlSeconds),
      EVENTS_PREFIX: `${stack.config.EVENTS_PREFIX}-ttl`,
    });
    const renamed = await insertSummary(stack, { title: 'Before', isPublished: true });
    const withdrawn = await insertSummary(stack, { title: 'Withdrawn', isPublished: true });
    const missed = await insertSummary(stack, { title: 'Missed', isPublished: true });
    const readAt = (id: string) => call(replica.url, 'GET', `/api/summaries/${id}`);
    const titleOf = (answer: { json<T>(): T }) => answer.json<{ title: string }>().title;
    expect(titleOf(await readAt(renamed.id))).toBe('Before');
    expect((await readAt(withdrawn.id)).status).toBe(200);
    expect(titleOf(await readAt(missed.id))).toBe('Missed');

    await renameSilently(renamed.id, 'After');
    await stack
      .catalogApp!.get(DataSource)
      .query('UPDATE summary SET is_published = false WHERE id = $1', [withdrawn.id]);
    // An invalidation this replica did not hear: Redis no longer holds that answer.
    await renameSilently(missed.id, 'Missed (changed)');
    const redis = new Redis(testRedisUrl());
    try {
      const entries = await redis.keys(`${stack.config.EVENTS_PREFIX}-ttl:gateway:public-reads:*`);
      const values = await Promise.all(entries.map((entry) => redis.get(entry)));
      const dropped = entries.filter((_entry, index) => values[index]?.includes(missed.id));
      expect(dropped).toHaveLength(1);
      await redis.del(...dropped);
    } finally {
      redis.disconnect();
    }
    // Waiting for the TTL to pass (the stale window is as long again), not timing anything.
    await new Promise((resolve) => setTimeout(resolve, ttlSeconds * 1000 + 200));

    // The first reader past the TTL gets the cached answer at once; a fresh one follows.
    expect(titleOf(await readAt(renamed.id))).toBe('Before');
    const fresh = await eventually(async () => {
      const answer = await readAt(renamed.id);
      return titleOf(answer) === 'After' ? answer : undefined;
    });
    expect(fresh.status).toBe(200);
    // A summary no longer published: the stale answer goes once, then the catalog's 404.
    expect(titleOf(await readAt(withdrawn.id))).toBe('Withdrawn');
    const gone = await eventually(async () => {
      const answer = await readAt(withdrawn.id);
      return answer.status === 404 ? answer : undefined;
    });
    expect(gone.headers.get('cache-control')).toBe('no-store');
    // A stale copy in the replica's memory that Redis no longer holds is never sent.
    expect(titleOf(await readAt(missed.id))).toBe('Missed (changed)');
  });
});

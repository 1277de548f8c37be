import { DataSource } from 'typeorm';
import { catalogKitOf, viewers } from '@distill/catalog/testing';
import { UsersService } from '@distill/identity/users/users.service';
import { insertSummary, type SummaryFixture } from './catalog-fixtures.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  eventually,
  type GatewayStack,
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
  await stack.identityApp
    .get(UsersService)
    .changeAccess(subscriber.userId, { subscriptionStatus: 'active', subscriptionType: 'monthly' });
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
    await catalogKitOf(stack.catalogApp!).summaries.setPublished(viewers.admin, draft.id, true);
    const fresh = await eventually(async () => {
      const answer = await read('visitor', '/api/summaries/published');
      return titlesOf(answer).includes('Draft') ? answer : undefined;
    });
    expect(titlesOf(fresh).sort()).toEqual(['Draft', 'Free (renamed without an event)', 'Premium']);
    expect(fresh.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it("shows an admin's change through this gateway on the very next read", async () => {
    const before = await read('visitor', '/api/categories');
    const created = await call(stack.url, 'POST', '/api/admin/categories', {
      json: { name: 'Read Your Writes', slug: 'read-your-writes' },
      cookie: headersOf.admin.cookie,
    });
    expect(created.status).toBe(201);
    const after = await read('visitor', '/api/categories');
    expect(after.json<Array<{ slug: string }>>().map((c) => c.slug)).toContain('read-your-writes');
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

  it('never caches a miss: an unknown summary stays a 404 that nobody may keep', async () => {
    const missing = await read('visitor', '/api/summaries/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Summary not found');
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});

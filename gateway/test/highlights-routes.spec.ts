import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { subgraphUrls } from '../src/config.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  graphqlCall,
  PUBLIC_URL,
  registerMember,
  refusalOf,
  SIGN_IN_REQUIRED,
  readingCaughtUp,
  startGatewayStack,
  type GatewayStack,
} from './gateway-stack.js';

/**
 * The highlights and review REST routes (issue 22) against the real stack: seeded catalog ->
 * events -> reading, each route one GraphQL operation of the reading subgraph.
 */
let stack: GatewayStack;
let free: { id: string; title: string };
let premium: { id: string };
let section: { id: string; content: string };
let owner: string;
let stranger: string;
let admin: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  stack = await startGatewayStack({ withCatalog: true, seedCatalog: true });
  const published = (await call(stack.url, 'GET', '/api/summaries/published')).json<any[]>();
  free = published.find((summary) => !summary.isPremium);
  premium = published.find((summary) => summary.isPremium);
  [section] = (await call(stack.url, 'GET', `/api/summaries/${free.id}/sections`)).json<any[]>();
  owner = (await registerMember(stack.url)).cookie;
  stranger = (await registerMember(stack.url)).cookie;
  admin = (
    await call(stack.url, 'POST', '/api/simple-login', {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
  ).sessionCookie!;
  // The seed's events (summaries, and sections with their text) reach reading shortly after start.
  await readingCaughtUp(stack);
});
afterAll(() => stack?.close());

const as = (
  cookie: string,
  method: string,
  path: string,
  options: Parameters<typeof call>[3] = {},
) => call(stack.url, method, path, { cookie, ...options });

/** The selectors a reader's browser sends for the `index`-th word of the section. */
function selectorsOf(index: number) {
  const words = [...section.content.matchAll(/\p{L}{4,}/gu)];
  const word = words[index]!;
  const start = word.index;
  const end = start + word[0].length;
  return {
    summaryId: free.id,
    sectionId: section.id,
    quote: word[0],
    prefix: section.content.slice(Math.max(0, start - 32), start),
    suffix: section.content.slice(end, end + 32),
    start,
    end,
  };
}

const create = async (cookie: string, fields: Record<string, unknown>) => {
  const answer = await as(cookie, 'POST', '/api/highlights', { json: fields });
  expect(answer.status).toBe(201);
  return answer.json<{
    id: string;
    sectionId: string;
    quote: string;
    note: string | null;
    color: string;
  }>();
};

const countOf = async (cookie: string) =>
  Number((await as(cookie, 'GET', '/api/highlights')).headers.get('x-total-count'));

describe('visitors', () => {
  it.each([
    ['GET', '/api/highlights', undefined],
    [
      'POST',
      '/api/highlights',
      {
        ...{ summaryId: UNKNOWN_ID, sectionId: UNKNOWN_ID },
        quote: 'a',
        start: 0,
        end: 1,
        color: 'pink',
      },
    ],
    ['PATCH', `/api/highlights/${UNKNOWN_ID}`, { color: 'pink' }],
    ['DELETE', `/api/highlights/${UNKNOWN_ID}`, undefined],
    ['GET', '/api/highlights/export?format=csv', undefined],
    ['GET', '/api/highlights/search?q=habits', undefined],
    ['GET', '/api/review/due', undefined],
    ['POST', `/api/review/${UNKNOWN_ID}`, { grade: 'good' }],
  ])('%s %s answers 401', async (method, path, json) => {
    expect(refusalOf(await call(stack.url, method, path, { json }))).toEqual(SIGN_IN_REQUIRED);
  });
});

describe('a member', () => {
  it('highlights, lists page by page, filters, changes and deletes; searches only where search is', async () => {
    const member = (await registerMember(stack.url)).cookie;
    const first = await create(member, { ...selectorsOf(0), color: 'yellow', note: 'first note' });
    expect(first).toMatchObject({
      ...selectorsOf(0),
      id: expect.any(String),
      color: 'yellow',
      note: 'first note',
      orphaned: false,
      book: expect.objectContaining({ id: free.id, title: free.title }),
    });
    const second = await create(member, { ...selectorsOf(1), color: 'blue' });
    expect(second.note).toBeNull();

    const page = await as(member, 'GET', '/api/highlights?limit=1');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-total-count')).toBe('2');
    expect(page.json<any[]>().map((item) => item.id)).toEqual([second.id]);
    const link = page.headers.get('link')!;
    const next = /^<(\/api\/highlights\?limit=1&cursor=[^>]+)>; rel="next"$/.exec(link);
    expect(next).not.toBeNull();
    const last = await as(member, 'GET', next![1]!);
    expect(last.json<any[]>().map((item) => item.id)).toEqual([first.id]);
    expect(last.headers.get('link')).toBeNull();

    // Words are searched in one place: the list refuses `q` rather than ignore it.
    const listSearched = await as(member, 'GET', '/api/highlights?q=first%20note');
    expect({ status: listSearched.status, text: listSearched.text }).toEqual({
      status: 400,
      text: 'q: search highlights with /api/highlights/search?q=',
    });
    const searched = await as(member, 'GET', '/api/highlights/search?q=first%20note');
    expect(
      searched
        .json<{ results: Array<{ node: { id: string } }> }>()
        .results.map((result) => result.node.id),
    ).toEqual([first.id]);
    const blue = await as(member, 'GET', `/api/highlights?color=blue&summaryId=${free.id}`);
    expect(blue.json<any[]>().map((item) => item.id)).toEqual([second.id]);

    const changed = await as(member, 'PATCH', `/api/highlights/${second.id}`, {
      json: { color: 'green', note: 'added later' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json()).toMatchObject({ id: second.id, color: 'green', note: 'added later' });
    const noteRemoved = await as(member, 'PATCH', `/api/highlights/${second.id}`, {
      json: { note: null },
    });
    expect(noteRemoved.json()).toMatchObject({ color: 'green', note: null });

    expect((await as(member, 'DELETE', `/api/highlights/${first.id}`)).status).toBe(204);
    const left = await as(member, 'GET', '/api/highlights');
    expect(left.json<any[]>().map((item) => item.id)).toEqual([second.id]);
    expect(left.headers.get('x-total-count')).toBe('1');
  });

  it('exports Markdown and CSV files of exactly their quotes and notes', async () => {
    const member = (await registerMember(stack.url)).cookie;
    const made = await create(member, { ...selectorsOf(2), color: 'pink', note: 'worth keeping' });
    await create(stranger, { ...selectorsOf(3), color: 'pink', note: 'not the member’s' });

    const markdown = await as(
      member,
      'GET',
      `/api/highlights/export?format=markdown&summaryId=${free.id}`,
    );
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('content-disposition')).toMatch(
      /^attachment; filename="distill-highlights-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.md"$/,
    );
    expect(markdown.text).toContain(`> ${made.quote}`);
    expect(markdown.text).toContain('worth keeping');
    expect(markdown.text).not.toContain('not the member’s');
    // Issue 42 item 8: grouped by section, with absolute links back to the reader.
    expect(markdown.text).toContain(`[Open in Distill](${PUBLIC_URL}/summary/${free.id})`);
    expect(markdown.text).toMatch(/^### Section \d+: .+$/m);
    expect(markdown.text).toContain(
      `[Open this section](${PUBLIC_URL}/summary/${free.id}?section=${made.sectionId})`,
    );

    const csv = await as(member, 'GET', '/api/highlights/export?format=csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="distill-highlights-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = csv.text.trim().split(/\r?\n/);
    expect(header).toBe('"Highlight","Title","Author","URL","Note","Location","Date"');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(made.quote);
    expect(rows[0]).toContain('worth keeping');
    expect(rows[0]).toContain(`"${PUBLIC_URL}/summary/${free.id}?highlight=${made.id}"`);
    expect(rows[0]).toMatch(/,"Section \d+, character \d+",/);
  });

  it('reviews today’s cards: a card graded Good is due on a later day', async () => {
    const member = (await registerMember(stack.url)).cookie;
    const made = await create(member, { ...selectorsOf(4), color: 'yellow', note: 'recall me' });
    const due = await as(member, 'GET', '/api/review/due?tz=Europe/Berlin');
    expect(due.status).toBe(200);
    expect(due.headers.get('cache-control')).toBe('no-store');
    const cards = due.json<any[]>();
    expect(cards).toEqual([
      expect.objectContaining({
        highlightId: made.id,
        quote: made.quote,
        note: 'recall me',
        summary: expect.objectContaining({ id: free.id, title: free.title }),
      }),
    ]);

    expect(
      (await as(stranger, 'POST', `/api/review/${cards[0].id}`, { json: { grade: 'good' } }))
        .status,
    ).toBe(404);

    const graded = await as(member, 'POST', `/api/review/${cards[0].id}`, {
      json: { grade: 'good' },
    });
    expect(graded.status).toBe(200);
    const next = new Date(graded.json<{ due: string }>().due);
    expect(next.getTime()).toBeGreaterThan(Date.now() + 12 * 3600 * 1000);
    expect((await as(member, 'GET', '/api/review/due')).json()).toEqual([]);
  });

  it('may not highlight premium text without a subscription', async () => {
    const before = await countOf(owner);
    const answer = await as(owner, 'POST', '/api/highlights', {
      json: { ...selectorsOf(0), summaryId: premium.id, color: 'yellow' },
    });
    expect({ status: answer.status, text: answer.text }).toEqual({
      status: 403,
      text: 'A Premium subscription is required for this summary',
    });
    expect(await countOf(owner)).toBe(before);
  });
});

describe('search within one’s highlights and notes (issue 47, item 3)', () => {
  interface SearchAnswer {
    results: Array<{
      node: { id: string; quote: string; note: string | null };
      quoteSnippet: string;
      noteSnippet: string | null;
      rank: number;
    }>;
    nextCursor: string | null;
  }
  const SEARCH = `query($q: String!) {
    highlightSearch(q: $q) { edges { node { id } noteSnippet } pageInfo { endCursor } }
  }`;

  it('finds the member’s own highlights by their notes and quotes, through REST and GraphQL', async () => {
    const member = (await registerMember(stack.url)).cookie;
    const noted = await create(member, {
      ...selectorsOf(2),
      color: 'green',
      note: 'A snowball of an idea',
    });
    const plain = await create(member, { ...selectorsOf(3), color: 'pink' });
    const answer = await as(member, 'GET', '/api/highlights/search?q=snowballs');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json<SearchAnswer>()).toEqual({
      results: [
        {
          node: expect.objectContaining({ id: noted.id, note: 'A snowball of an idea' }),
          quoteSnippet: noted.quote,
          noteSnippet: 'A <mark>snowball</mark> of an idea',
          rank: expect.any(Number),
        },
      ],
      nextCursor: null,
    });
    const byQuote = await as(
      member,
      'GET',
      `/api/highlights/search?q=${encodeURIComponent(plain.quote)}&color=pink`,
    );
    expect(byQuote.json<SearchAnswer>().results).toEqual([
      expect.objectContaining({
        node: expect.objectContaining({ id: plain.id }),
        quoteSnippet: `<mark>${plain.quote}</mark>`,
        noteSnippet: null,
      }),
    ]);

    const graphql = await graphqlCall(stack.url, SEARCH, {
      cookie: member,
      variables: { q: 'snowball' },
    });
    expect(graphql.body).toEqual({
      data: {
        highlightSearch: {
          edges: [{ node: { id: noted.id }, noteSnippet: 'A <mark>snowball</mark> of an idea' }],
          pageInfo: { endCursor: null },
        },
      },
    });
  });

  it('never finds another member’s highlights, and refuses visitors and partner keys', async () => {
    const owner = (await registerMember(stack.url)).cookie;
    await create(owner, { ...selectorsOf(4), color: 'yellow', note: 'my quokka secret' });
    expect(
      (await as(owner, 'GET', '/api/highlights/search?q=quokka')).json<SearchAnswer>().results,
    ).toHaveLength(1);
    const other = (await registerMember(stack.url)).cookie;
    expect((await as(other, 'GET', '/api/highlights/search?q=quokka')).json()).toEqual({
      results: [],
      nextCursor: null,
    });
    expect(
      (await graphqlCall(stack.url, SEARCH, { cookie: other, variables: { q: 'quokka' } })).body
        .data,
    ).toEqual({ highlightSearch: { edges: [], pageInfo: { endCursor: null } } });

    const visitor = await graphqlCall(stack.url, SEARCH, { variables: { q: 'quokka' } });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const issued = await as(admin, 'POST', '/api/admin/api-keys', {
      json: { name: 'Highlights partner', scopes: ['premium-content'], rateLimitPerMinute: 10 },
    });
    const { key } = issued.json<{ key: string }>();
    const partner = await call(stack.url, 'GET', '/api/highlights/search?q=quokka', {
      headers: { 'x-api-key': key },
    });
    expect(refusalOf(partner)).toEqual(SIGN_IN_REQUIRED);
  });

  it.each([
    ['no q', '', 'q is required'],
    ['5,000 characters', `q=${'habit '.repeat(834)}`, 'Search must be at most 200 characters'],
    ['a NUL', 'q=stoic%00', 'q must not contain control characters'],
    [
      'a colour that is none',
      'q=stoic&color=purple',
      'color must be one of yellow, green, blue, pink',
    ],
    ['first over 50', 'q=stoic&first=500', 'first must be between 1 and 50'],
    ['a made-up cursor', 'q=stoic&after=not-ours', 'after is not a cursor from a search'],
    ['a bad book id', 'q=stoic&summaryId=nope', 'summaryId is not a valid id'],
  ])('answers %s with 400 and a message', async (_name, query, message) => {
    const member = (await registerMember(stack.url)).cookie;
    const answer = await as(member, 'GET', `/api/highlights/search?${query}`);
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 400, text: message });
  });

  it('refuses a lone surrogate (only JSON can carry one) as bad input', async () => {
    const answer = await graphqlCall(stack.url, SEARCH, {
      cookie: owner,
      variables: { q: 'stoic \uD800' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers operators or stop words alone with no results', async () => {
    for (const q of ['-', '%22%22', 'the%20and', 'or%20-']) {
      const answer = await as(owner, 'GET', `/api/highlights/search?q=${q}`);
      expect([q, answer.status, answer.json()]).toEqual([
        q,
        200,
        { results: [], nextCursor: null },
      ]);
    }
  });
});

describe('another member’s highlight', () => {
  it('is a 404 to change or delete, and never listed', async () => {
    const mine = await create(owner, { ...selectorsOf(5), color: 'yellow', note: 'private' });
    for (const [method, json] of [
      ['PATCH', { color: 'pink' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await as(stranger, method, `/api/highlights/${mine.id}`, { json });
      expect({ status: answer.status, text: answer.text }).toEqual({
        status: 404,
        text: 'Highlight not found',
      });
    }
    const listed = (await as(stranger, 'GET', '/api/highlights')).json<any[]>();
    expect(listed.map((item) => item.id)).not.toContain(mine.id);
    const kept = (await as(owner, 'GET', '/api/highlights')).json<any[]>();
    expect(kept.find((item) => item.id === mine.id)).toMatchObject({
      color: 'yellow',
      note: 'private',
    });
  });
});

describe('bad input answers 400 with a message and stores nothing', () => {
  it.each<[string, string, string, () => unknown, string]>([
    [
      'an unknown colour',
      'POST',
      '/api/highlights',
      () => ({ ...selectorsOf(0), color: 'purple' }),
      'color must be one of yellow, green, blue, pink',
    ],
    [
      'no quote',
      'POST',
      '/api/highlights',
      () => ({ ...selectorsOf(0), quote: undefined, color: 'pink' }),
      'quote is required',
    ],
    [
      'a quote over the limit',
      'POST',
      '/api/highlights',
      () => ({
        ...selectorsOf(0),
        quote: 'x'.repeat(2001),
        end: selectorsOf(0).start + 2001,
        color: 'pink',
      }),
      'quote must be at most 2000 characters',
    ],
    [
      'a start as a word',
      'POST',
      '/api/highlights',
      () => ({ ...selectorsOf(0), start: 'one', color: 'pink' }),
      'start must be a whole number',
    ],
    [
      'a colour change to an unknown one',
      'PATCH',
      `/api/highlights/${UNKNOWN_ID}`,
      () => ({ color: 'red' }),
      'color must be one of yellow, green, blue, pink',
    ],
    [
      'an unknown grade',
      'POST',
      `/api/review/${UNKNOWN_ID}`,
      () => ({ grade: 'meh' }),
      'grade must be one of again, hard, good, easy',
    ],
    [
      'a malformed cursor',
      'GET',
      '/api/highlights?cursor=%25%25',
      () => undefined,
      'cursor is malformed',
    ],
    [
      'a limit as a word',
      'GET',
      '/api/highlights?limit=ten',
      () => undefined,
      'limit must be an integer',
    ],
    [
      'a filter colour that does not exist',
      'GET',
      '/api/highlights?color=red',
      () => undefined,
      'color must be one of yellow, green, blue, pink',
    ],
    [
      'an unknown export format',
      'GET',
      '/api/highlights/export?format=pdf',
      () => undefined,
      'format must be one of markdown, csv',
    ],
    [
      'no export format',
      'GET',
      '/api/highlights/export',
      () => undefined,
      'format must be one of markdown, csv',
    ],
    [
      'two time zones',
      'GET',
      '/api/review/due?tz=UTC&tz=UTC',
      () => undefined,
      'tz must be a single value',
    ],
  ])('%s', async (_label, method, path, body, text) => {
    const before = await countOf(owner);
    const answer = await as(owner, method, path, { json: body() });
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 400, text });
    expect(await countOf(owner)).toBe(before);
  });
});

// Issue 40: no Premium text leaks through highlights, a member's writes are limited, exports
// are safe.

/** A highlight of the free summary's first section: its first word. */
const firstWord = () => {
  const quote = /\p{L}+/u.exec(section.content)![0];
  const start = section.content.indexOf(quote);
  return { summaryId: free.id, sectionId: section.id, quote, start, end: start + quote.length };
};

describe('Premium text never leaks through highlights (item 2)', () => {
  it('refuses a never-edited premium section filed under a free summary, the same for any guess', async () => {
    const member = (await registerMember(stack.url)).cookie;
    const [locked] = (await as(admin, 'GET', `/api/admin/summaries/${premium.id}/sections`)).json<
      Array<{ id: string; content: string }>
    >();
    const right = locked!.content[0]!;
    const wrong = right === 'Q' ? 'Z' : 'Q';
    for (const guess of [right, wrong]) {
      const answer = await as(member, 'POST', '/api/highlights', {
        json: {
          summaryId: free.id,
          sectionId: locked!.id,
          quote: guess,
          start: 0,
          end: 1,
          color: 'yellow',
        },
      });
      expect({ status: answer.status, text: answer.text }).toEqual({
        status: 400,
        text: 'sectionId is not a section of this summary',
      });
    }
    expect((await as(member, 'GET', '/api/highlights')).json<unknown[]>()).toEqual([]);
  });

  it("checks a quote against the seeded section's text, never edited", async () => {
    const member = (await registerMember(stack.url)).cookie;
    const invented = await as(member, 'POST', '/api/highlights', {
      json: { ...firstWord(), quote: 'Zzzqx', end: firstWord().start + 5, color: 'yellow' },
    });
    expect({ status: invented.status, text: invented.text }).toEqual({
      status: 400,
      text: 'quote is not in the section',
    });
    const filed = await as(member, 'POST', '/api/highlights', {
      json: { ...firstWord(), color: 'yellow' },
    });
    expect(filed.status).toBe(201);
    expect(filed.json()).toMatchObject({ ...firstWord(), orphaned: false });
  });
});

describe('limits (item 5)', () => {
  it('answers the 61st highlight write of a minute 429 with Retry-After, storing nothing', async () => {
    const member = (await registerMember(stack.url)).cookie;
    for (let write = 1; write <= 60; write += 1) {
      const answer = await as(member, 'POST', '/api/highlights', {
        json: { ...firstWord(), color: 'yellow' },
      });
      expect(answer.status).toBe(201);
    }
    const refused = await as(member, 'POST', '/api/highlights', {
      json: { ...firstWord(), color: 'yellow' },
    });
    expect({ status: refused.status, text: refused.text }).toEqual({
      status: 429,
      text: 'Too many changes to highlights: at most 60 a minute. Try again shortly.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const listed = await as(member, 'GET', '/api/highlights');
    expect(listed.headers.get('x-total-count')).toBe('60');
  });
});

describe('exports (item 6)', () => {
  it('writes formula-like cells as text and Markdown without HTML or links', async () => {
    const member = (await registerMember(stack.url)).cookie;
    const made = await as(member, 'POST', '/api/highlights', {
      json: {
        ...firstWord(),
        color: 'pink',
        note: '=HYPERLINK("http://evil.example","open")\nInjected,row <script>x</script> [x](javascript:alert(1))',
      },
    });
    expect(made.status).toBe(201);

    const csv = await as(member, 'GET', '/api/highlights/export?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(
      `"'=HYPERLINK(""http://evil.example"",""open"")\nInjected,row <script>x</script> [x](javascript:alert(1))"`,
    );
    expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(2);

    const markdown = await as(member, 'GET', '/api/highlights/export?format=markdown');
    expect(markdown.status).toBe(200);
    expect(markdown.text).toContain('&lt;script&gt;x&lt;/script&gt; \\[x\\](javascript:alert(1))');
    expect(markdown.text).not.toContain('<script>');
  });
});

// Issue 40, item 5: the export is a download that streams, a few hundred highlights a part.

describe('a streamed export (item 5)', () => {
  /** More than two of reading's parts (250 highlights each). */
  const STORED = 700;
  const FORMULAS = ['=SUM(1,2)', '+cmd|/C calc', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];
  let member: { cookie: string; userId: string };
  let books: Array<{ id: string; title: string }>;
  /** The member's quotes, newest first, and their books, as reading's database holds them. */
  let newestFirst: Array<{ quote: string; summary_id: string }>;
  let booksByTitle: string[];

  /** A member with STORED highlights in two books, some of them formula-like, others not. */
  beforeAll(async () => {
    member = await registerMember(stack.url);
    const published = (await call(stack.url, 'GET', '/api/summaries/published')).json<any[]>();
    books = published.slice(0, 2);
    const rows = Array.from({ length: STORED }, (_, index) => ({
      summaryId: books[index % 2]!.id,
      quote: `${FORMULAS[index] ?? 'quote'} ${index}`,
      note: index === 0 ? '=HYPERLINK("http://evil.example","open")\nInjected,row' : null,
    }));
    const reading = new pg.Client({ connectionString: stack.readingDatabaseUrl });
    await reading.connect();
    try {
      // Written as rows: a member may only write 60 highlights a minute through the API.
      await reading.query(
        `INSERT INTO highlight (member_id, summary_id, section_id, quote, prefix, suffix,
           start_offset, end_offset, color, note, orphaned, in_review, created_at, updated_at)
         SELECT $1, row.summary_id, gen_random_uuid(), row.quote, '', '', 0, 1, 'yellow',
           row.note, false, false,
           TIMESTAMPTZ '2026-11-01 00:00:00+00' + (row.n / 3) * INTERVAL '1.000003 second', now()
         FROM unnest($2::uuid[], $3::text[], $4::text[]) WITH ORDINALITY
           AS row (summary_id, quote, note, n)`,
        [
          member.userId,
          rows.map((row) => row.summaryId),
          rows.map((row) => row.quote),
          rows.map((row) => row.note),
        ],
      );
      newestFirst = (
        await reading.query(
          `SELECT quote, summary_id FROM highlight WHERE member_id = $1
           ORDER BY created_at DESC, id DESC`,
          [member.userId],
        )
      ).rows;
      booksByTitle = (
        await reading.query(`SELECT id FROM summary_projection WHERE id = ANY($1) ORDER BY title`, [
          books.map((book) => book.id),
        ])
      ).rows.map((row) => row.id);
    } finally {
      await reading.end();
    }
    expect(newestFirst).toHaveLength(STORED);
  });

  /** The member's file in `format`, its headers checked: a streamed attachment named for today. */
  async function downloadOf(format: string, contentType: string, extension: string) {
    const answer = await as(member.cookie, 'GET', `/api/highlights/export?format=${format}`);
    const today = new Date().toISOString().slice(0, 10);
    expect({
      status: answer.status,
      type: answer.headers.get('content-type'),
      disposition: answer.headers.get('content-disposition'),
      cacheControl: answer.headers.get('cache-control'),
      // Sent as it is written: no length is known up front.
      length: answer.headers.get('content-length'),
    }).toEqual({
      status: 200,
      type: contentType,
      disposition: `attachment; filename="distill-highlights-${today}.${extension}"`,
      cacheControl: 'no-store',
      length: null,
    });
    return answer.text;
  }

  it('downloads the CSV: every highlight once, newest first, formulas neutralised, streamed', async () => {
    const csv = await downloadOf('csv', 'text/csv; charset=utf-8', 'csv');
    const [header, ...rows] = parse(csv) as string[][];
    expect(header).toEqual(['Highlight', 'Title', 'Author', 'URL', 'Note', 'Location', 'Date']);
    const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
    expect(rows.map((row) => row[0])).toEqual(newestFirst.map((row) => asText(row.quote)));
    expect(rows.map((row) => row[0])).toEqual(
      expect.arrayContaining(FORMULAS.map((formula, index) => `'${formula} ${index}`)),
    );
    const injected = rows.find((row) => row[0] === "'=SUM(1,2) 0")!;
    expect(injected[4]).toBe(`'=HYPERLINK("http://evil.example","open")\nInjected,row`);
  });

  it('downloads the Markdown: one title, one heading per book, every quote once under its book', async () => {
    const markdown = await downloadOf('markdown', 'text/markdown; charset=utf-8', 'md');
    expect(markdown.match(/^# My Highlights$/gm)).toHaveLength(1);
    expect(markdown.match(/^## .*$/gm)).toHaveLength(2);
    // Lines, not a multiline pattern: a quote may hold a bare carriage return. Within a book the
    // quotes follow the book's sections and places (reading's highlights spec pins that order);
    // here each book's part holds exactly its quotes, the books in title order.
    const parts = markdown.split(/^## .*$/m).slice(1);
    expect(parts).toHaveLength(booksByTitle.length);
    booksByTitle.forEach((bookId, index) => {
      const quotes = parts[index]!.split('\n')
        .filter((line) => line.startsWith('> '))
        .map((line) => line.slice(2));
      expect([...quotes].sort()).toEqual(
        newestFirst
          .filter((row) => row.summary_id === bookId)
          .map((row) => row.quote)
          .sort(),
      );
    });
  });

  describe('when reading stops answering', () => {
    let proxy: Server;
    /** Which of the replica's requests to reading go unanswered (the connection is cut). */
    let cut: (variables: { cursor?: string | null }) => boolean = () => false;
    let replicaUrl: string;

    /** Reading behind a proxy the test can cut, with a second gateway on it. */
    beforeAll(async () => {
      const target = subgraphUrls(stack.config).reading;
      proxy = createServer(async (req, res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        const { variables } = JSON.parse(body.toString('utf8')) as { variables?: object };
        if (cut(variables ?? {})) return void req.socket.destroy();
        const answer = await fetch(target, {
          method: 'POST',
          headers: forwarded(req.headers),
          body,
        });
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const { port } = proxy.address() as AddressInfo;
      ({ url: replicaUrl } = await stack.startReplica({
        READING_URL: `http://127.0.0.1:${port}/graphql`,
      }));
    });
    afterAll(async () => {
      proxy?.closeAllConnections();
      await new Promise((resolve) => proxy?.close(resolve));
    });

    it('before the first part: 503 with Retry-After, no file', async () => {
      cut = () => true;
      const answer = await call(replicaUrl, 'GET', '/api/highlights/export?format=csv', {
        cookie: member.cookie,
      });
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.headers.get('content-disposition')).toBeNull();
    });

    it.each(['csv', 'markdown'])(
      'after the first part: the %s download fails, never a short file that looks whole',
      async (format) => {
        cut = (variables) => Boolean(variables.cursor);
        const download = await downloadFrom(
          `${replicaUrl}/api/highlights/export?format=${format}`,
          member.cookie,
        );
        expect(download.status).toBe(200);
        // The first part arrived, then the connection was cut instead of ended.
        expect(download.body).toContain(
          format === 'csv' ? '"Highlight","Title"' : '# My Highlights',
        );
        expect(download.complete).toBe(false);
      },
    );
  });
});

/** The request's headers as the proxy passes them on (the viewer context among them). */
function forwarded(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (['host', 'connection', 'content-length', 'transfer-encoding'].includes(name)) continue;
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

/** A download as a browser sees it: `complete` only when the response ended as HTTP ends one. */
function downloadFrom(
  url: string,
  cookie: string,
): Promise<{ status: number; body: string; complete: boolean }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { cookie } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      // The aborted response's error is the outcome under test, read from `complete`.
      response.on('error', () => {});
      response.on('close', () =>
        resolve({ status: response.statusCode!, body, complete: response.complete }),
      );
    }).on('error', reject);
  });
}

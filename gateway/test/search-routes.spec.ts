import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  eventually,
  type GatewayStack,
  registerMember,
  startGatewayStack,
} from './gateway-stack.js';

/**
 * Issue 47 through the gateway: `GET /api/search` maps to the catalog's `search`, answers bad
 * input with a 400 and a message, and partners' keys count each search against their limit.
 */
let stack: GatewayStack;
let admin: string;

interface SearchAnswer {
  results: Array<{
    summary: { id: string; title: string; hasFullAccess: boolean };
    snippet: string | null;
    section: { id: string; heading: string } | null;
    rank: number;
  }>;
  didYouMean: string | null;
  nextCursor: string | null;
}

beforeAll(async () => {
  // The bundled seed: "Staffordshire" is said only in a section of a Premium summary.
  stack = await startGatewayStack({ withCatalog: true });
  admin = (
    await call(stack.url, 'POST', '/api/simple-login', {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
  ).sessionCookie!;
});
afterAll(() => stack?.close());

const searchAs = (query: string, options: Parameters<typeof call>[3] = {}) =>
  call(stack.url, 'GET', `/api/search?${query}`, options);

describe('GET /api/search', () => {
  it('finds a Premium summary by a locked word, quoting it only to a reader entitled to it', async () => {
    const subscriber = await registerMember(stack.url);
    await stack.changeMemberAccess(subscriber.userId, {
      subscriptionStatus: 'active',
      subscriptionType: 'monthly',
    });
    // The gateway learns of the new plan from identity's event, which drops its cached viewer.
    await eventually(async () => {
      const answer = await searchAs('q=staffordshire', { cookie: subscriber.cookie });
      return answer.json<SearchAnswer>().results[0]?.summary.hasFullAccess || undefined;
    });
    const member = await registerMember(stack.url);
    for (const [who, cookie, quotes] of [
      ['visitor', null, false],
      ['member', member.cookie, false],
      ['subscriber', subscriber.cookie, true],
      ['admin', admin, true],
    ] as const) {
      const answer = await searchAs('q=staffordshire', { cookie });
      expect([who, answer.status]).toEqual([who, 200]);
      const { results } = answer.json<SearchAnswer>();
      expect(results.map((result) => result.summary.title)).toEqual([
        'How to Live on 24 Hours a Day',
      ]);
      const [result] = results;
      expect([who, result!.snippet!.includes('<mark>Staffordshire</mark>')]).toEqual([who, quotes]);
      expect([who, result!.snippet!.toLowerCase().includes('staffordshire')]).toEqual([
        who,
        quotes,
      ]);
      expect([who, result!.section !== null]).toEqual([who, quotes]);
    }
  });

  it('offers the closest author when the words match no text, and what it finds', async () => {
    const answer = (await searchAs('q=Senneca')).json<SearchAnswer>();
    expect(answer.didYouMean).toBe('Seneca');
    expect(answer.results[0]).toMatchObject({ summary: { title: 'On the Shortness of Life' } });
  });

  it('pages with nextCursor as after', async () => {
    const all = answerIds((await searchAs('q=life&first=50')).json<SearchAnswer>());
    const walked: string[] = [];
    let after: string | null = null;
    do {
      const page: SearchAnswer = (
        await searchAs(`q=life&first=3${after ? `&after=${after}` : ''}`)
      ).json<SearchAnswer>();
      walked.push(...answerIds(page));
      after = page.nextCursor;
    } while (after);
    expect(walked).toEqual(all);
    expect(all.length).toBeGreaterThan(3);
  });

  it.each([
    ['no q', '', 'q is required'],
    ['5,000 characters', `q=${'stoic '.repeat(834)}`, 'Search must be at most 200 characters'],
    ['a NUL', 'q=stoic%00', 'q must not contain control characters'],
    ['a control character', 'q=stoic%07', 'q must not contain control characters'],
    ['two q', 'q=stoic&q=habits', 'q must be a single value'],
    ['a word for first', 'q=stoic&first=ten', 'first must be an integer'],
    ['first over 50', 'q=stoic&first=500', 'first must be between 1 and 50'],
    ['a made-up cursor', 'q=stoic&after=not-ours', 'after is not a cursor from a search'],
  ])('answers %s with 400 and a message', async (_name, query, message) => {
    const answer = await searchAs(query);
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 400, text: message });
  });

  it('answers operators or stop words alone with no results', async () => {
    for (const q of ['-', '%22%22', 'how%20to', 'or%20-']) {
      const answer = await searchAs(`q=${q}`);
      expect([q, answer.status, answer.json()]).toEqual([
        q,
        200,
        { results: [], didYouMean: null, nextCursor: null },
      ]);
    }
  });
});

describe('search for partners', () => {
  it('is the GraphQL field under the key’s per-minute limit, previews only without the scope', async () => {
    const issued = await call(stack.url, 'POST', '/api/admin/api-keys', {
      json: { name: 'Search partner', scopes: [], rateLimitPerMinute: 2 },
      cookie: admin,
    });
    expect(issued.status).toBe(201);
    const { key } = issued.json<{ key: string }>();
    const partnerSearch = () =>
      fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({
          query:
            '{ search(q: "staffordshire") { edges { node { title } snippet section { id } } } }',
        }),
      });
    const first = await partnerSearch();
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    const { data } = (await first.json()) as {
      data: { search: { edges: Array<{ snippet: string; section: unknown }> } };
    };
    expect(data.search.edges).toHaveLength(1);
    expect(data.search.edges[0]!.snippet.toLowerCase()).not.toContain('staffordshire');
    expect(data.search.edges[0]!.section).toBeNull();
    expect((await partnerSearch()).status).toBe(200);
    const limited = await partnerSearch();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

function answerIds(answer: SearchAnswer): string[] {
  return answer.results.map((result) => result.summary.id);
}

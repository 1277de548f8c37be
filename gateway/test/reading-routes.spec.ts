import { SERVICE_MANIFEST } from '@distill/contracts';
import {
  call,
  eventually,
  type GatewayStack,
  PUBLIC_URL,
  refusalOf,
  registerAndConfirm,
  SIGN_IN_REQUIRED,
  startGatewayStack,
  uniqueEmail,
} from './gateway-stack.js';

/** The reading REST routes against the real stack: seeded catalog -> events -> reading. */
let stack: GatewayStack;
let free: { id: string; title: string };
let premium: { id: string };
let cookie: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  stack = await startGatewayStack({ withCatalog: true, seedCatalog: true });
  // Seeded summaries (each in a category), not the uncategorised ones other suites on the
  // worker's shared stack publish (free-picks-routes): the newest come first, and a member's
  // stats count no category for those.
  const seeded = (await call(stack.url, 'GET', '/api/summaries/published'))
    .json<any[]>()
    .filter((summary) => summary.categoryId !== null);
  free = seeded.find((summary) => !summary.isPremium);
  premium = seeded.find((summary) => summary.isPremium);
  const registered = await registerAndConfirm(stack.url, uniqueEmail());
  cookie = registered.sessionCookie!;
  // The seed's events reach reading's projection shortly after start.
  await eventually(async () => {
    const answer = await call(stack.url, 'GET', `/api/reading-progress/${free.id}`, { cookie });
    return answer.status === 200 ? answer : undefined;
  }, 30_000);
  // A whole stack, seeded, starts slowly on a shared machine.
}, 240_000);
afterAll(() => stack?.close());

const as = (method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
  call(stack.url, method, path, { cookie, ...options });

describe('event routing', () => {
  it('has identity and catalog handle exactly the events the manifest routes to them', async () => {
    // Reading's own test checks reading; the inbox refuses to start on any mismatch too.
    const handled = await stack.handledEventTypes();
    for (const service of ['identity', 'catalog'] as const) {
      expect(handled[service]).toEqual([...SERVICE_MANIFEST[service].consumes].sort());
    }
  });
});

describe('visitors', () => {
  it.each([
    ['GET', '/api/reading-progress', undefined],
    ['GET', `/api/reading-progress/${UNKNOWN_ID}`, undefined],
    ['POST', '/api/reading-progress', { summaryId: UNKNOWN_ID, progressPercentage: 10 }],
    ['GET', '/api/user/stats', undefined],
    ['GET', '/api/favorites', undefined],
    ['POST', '/api/favorites', { summaryId: UNKNOWN_ID }],
    ['DELETE', `/api/favorites/${UNKNOWN_ID}`, undefined],
  ])('%s %s answers 401', async (method, path, json) => {
    expect(refusalOf(await call(stack.url, method, path, { json }))).toEqual(SIGN_IN_REQUIRED);
  });
});

describe('a member', () => {
  it('favourites a summary and lists it with the summary embedded', async () => {
    const added = await as('POST', '/api/favorites', { json: { summaryId: free.id } });
    expect(added.status).toBe(201);
    expect(added.json()).toEqual({
      summaryId: free.id,
      createdAt: expect.any(String),
      summary: { id: free.id, isFavorite: true },
    });
    expect((await as('POST', '/api/favorites', { json: { summaryId: free.id } })).status).toBe(201);

    const listed = await as('GET', '/api/favorites');
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(listed.json()).toEqual([
      {
        summaryId: free.id,
        createdAt: expect.any(String),
        summary: expect.objectContaining({ id: free.id, title: free.title, isPremium: false }),
      },
    ]);

    expect((await as('DELETE', `/api/favorites/${free.id}`)).status).toBe(204);
    expect((await as('DELETE', `/api/favorites/${free.id}`)).status).toBe(204);
    expect((await as('GET', '/api/favorites')).json()).toEqual([]);
  });

  it('records progress (numeric strings too), reads it back and sees it in the stats', async () => {
    const started = await as('POST', '/api/reading-progress', {
      json: { summaryId: free.id, progressPercentage: '40', sectionIndex: 2 },
    });
    expect(started.status).toBe(200);
    expect(started.json()).toMatchObject({
      summaryId: free.id,
      progressPercentage: 40,
      isCompleted: false,
      sectionIndex: 2,
    });
    const list = (await as('GET', '/api/reading-progress')).json<any[]>();
    expect(list).toEqual([
      expect.objectContaining({
        summaryId: free.id,
        progressPercentage: 40,
        summary: expect.objectContaining({ id: free.id, title: free.title }),
      }),
    ]);

    await as('POST', '/api/reading-progress', {
      json: { summaryId: free.id, progressPercentage: 100 },
    });
    expect((await as('GET', `/api/reading-progress/${free.id}`)).json()).toMatchObject({
      progressPercentage: 100,
      isCompleted: true,
    });

    const stats = await as('GET', '/api/user/stats?tz=America/New_York');
    expect(stats.headers.get('cache-control')).toBe('no-store');
    expect(stats.json()).toMatchObject({
      booksRead: 1,
      favoriteCount: 0,
      categoriesExplored: 1,
      currentStreak: 1,
      booksReadThisWeek: 1,
      weeklyGoal: { completed: 1, target: 5 },
    });
  });

  it('may save a premium summary to read later, but not record progress on it, without a subscription', async () => {
    const saved = await as('POST', '/api/favorites', { json: { summaryId: premium.id } });
    expect(saved.status).toBe(201);
    const progress = await as('POST', '/api/reading-progress', {
      json: { summaryId: premium.id, progressPercentage: 10 },
    });
    expect({ status: progress.status, text: progress.text }).toEqual({
      status: 403,
      text: 'A Premium subscription is required for this summary',
    });
    expect((await as('DELETE', `/api/favorites/${premium.id}`)).status).toBe(204);
  });
});

describe('bad input answers 4xx with a message and changes nothing', () => {
  const U = UNKNOWN_ID;
  const post = (path: string, json: unknown) => ['POST', path, { json }] as const;
  const progress = (json: unknown) => post('/api/reading-progress', json);
  const cases: Array<
    [string, readonly [string, string, Parameters<typeof call>[3]], number, string]
  > = [
    ['empty body', progress({}), 400, 'summaryId is required'],
    [
      'array body',
      progress([1, 2]),
      400,
      'Request body must be a JSON object with summaryId and progressPercentage',
    ],
    ['no progress', progress({ summaryId: 'x' }), 400, 'progressPercentage must be a number'],
    [
      'progress as a word',
      progress({ summaryId: U, progressPercentage: 'fifty' }),
      400,
      'progressPercentage must be a number',
    ],
    [
      'progress in exponent form',
      progress({ summaryId: U, progressPercentage: '5e1' }),
      400,
      'progressPercentage must be a number',
    ],
    [
      'progress as a boolean',
      progress({ summaryId: U, progressPercentage: true }),
      400,
      'progressPercentage must be a number',
    ],
    [
      'progress null',
      progress({ summaryId: U, progressPercentage: null }),
      400,
      'progressPercentage must be a number',
    ],
    [
      'progress above 100',
      progress({ summaryId: U, progressPercentage: 101 }),
      400,
      'progressPercentage must be a number from 0 to 100',
    ],
    [
      'negative progress string',
      progress({ summaryId: U, progressPercentage: '-1' }),
      400,
      'progressPercentage must be a number from 0 to 100',
    ],
    [
      'infinite progress (1e309 overflows JSON.parse)',
      [
        'POST',
        '/api/reading-progress',
        {
          body: `{"summaryId":"${U}","progressPercentage":1e309}`,
          headers: { 'content-type': 'application/json' },
        },
      ],
      400,
      'progressPercentage must be a number',
    ],
    [
      'section as a word',
      progress({ summaryId: U, progressPercentage: 5, sectionIndex: 'two' }),
      400,
      'sectionIndex must be a whole number',
    ],
    [
      'huge section',
      progress({ summaryId: U, progressPercentage: 5, sectionIndex: 1e12 }),
      400,
      'sectionIndex must be a whole number',
    ],
    [
      'section out of range',
      progress({ summaryId: U, progressPercentage: 5, sectionIndex: 5000 }),
      400,
      'sectionIndex must be a whole number from 0 to 999',
    ],
    [
      'unknown summary',
      progress({ summaryId: U, progressPercentage: 5 }),
      404,
      'Summary not found',
    ],
    [
      'summary id with a NUL byte',
      progress({ summaryId: 'nope\u0000', progressPercentage: 5 }),
      400,
      'input.summaryId must not contain control characters',
    ],
    [
      'malformed JSON',
      [
        'POST',
        '/api/reading-progress',
        { body: '{"summaryId": ', headers: { 'content-type': 'application/json' } },
      ],
      400,
      'Malformed JSON body',
    ],
    [
      'a text body',
      [
        'POST',
        '/api/reading-progress',
        { body: 'summaryId=x', headers: { 'content-type': 'text/plain' } },
      ],
      415,
      'Content-Type must be application/json',
    ],
    [
      'a huge body',
      progress({ summaryId: 'x'.repeat(200_000), progressPercentage: 1 }),
      400,
      'Request body too large',
    ],
    [
      'numeric favourite id',
      post('/api/favorites', { summaryId: 5 }),
      400,
      'summaryId is required',
    ],
    [
      'malformed favourite id',
      post('/api/favorites', { summaryId: 'not-a-uuid' }),
      404,
      'Summary not found',
    ],
    [
      'a cross-origin favourite',
      [
        'POST',
        '/api/favorites',
        { json: { summaryId: U }, headers: { origin: 'https://evil.example' } },
      ],
      403,
      'Cross-origin request refused',
    ],
    [
      'removing a malformed id',
      ['DELETE', '/api/favorites/not-a-uuid', {}],
      404,
      'Summary not found',
    ],
    [
      'progress of a malformed id',
      ['GET', '/api/reading-progress/not-a-uuid', {}],
      404,
      'Summary not found',
    ],
    [
      'progress of an unknown summary',
      ['GET', `/api/reading-progress/${U}`, {}],
      404,
      'Summary not found',
    ],
    [
      'an unknown time zone',
      ['GET', '/api/user/stats?tz=Mars/Olympus', {}],
      400,
      'timeZone must be an IANA time zone name such as Europe/Berlin',
    ],
    [
      'a time zone with a NUL byte',
      ['GET', '/api/user/stats?tz=Europe/Berlin%00', {}],
      400,
      'timeZone must not contain control characters',
    ],
    [
      'two time zones',
      ['GET', '/api/user/stats?tz=UTC&tz=UTC', {}],
      400,
      'tz must be a single value',
    ],
  ];
  it.each(cases)('%s -> %i', async (_label, [method, path, options], status, text) => {
    const snapshot = () =>
      Promise.all([as('GET', '/api/reading-progress'), as('GET', '/api/favorites')]).then(
        (answers) => answers.map((answer) => answer.text),
      );
    const before = await snapshot();
    const answer = await as(method, path, options);
    expect({ status: answer.status, text: answer.text }).toEqual({ status, text });
    expect(await snapshot()).toEqual(before);
  });

  it('never trusts a client-sent viewer header', async () => {
    const answer = await call(stack.url, 'GET', '/api/favorites', {
      headers: { 'x-distill-viewer': 'forged', origin: PUBLIC_URL },
    });
    expect(answer.status).toBe(401);
  });
});

import pg from 'pg';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  eventually,
  type GatewayStack,
  graphqlCall,
  registerMember,
  startGatewayStack,
} from './gateway-stack.js';

/**
 * The personal read cache against the real stack: every read below is made twice where a cached
 * answer could hide a change, and the second must show the change.
 */
let stack: GatewayStack;
let freeIds: string[];
let ann: string;
let bob: string;
let admin: string;

type Favorite = { summaryId: string; summary: { id: string; title: string } };
type Progress = { summaryId: string; progressPercentage: number };

const as = (cookie: string, method: string, path: string, json?: unknown) =>
  call(stack.url, method, path, { cookie, json });
const favoriteIdsOf = async (cookie: string) =>
  (await as(cookie, 'GET', '/api/favorites')).json<Favorite[]>().map((item) => item.summaryId);

beforeAll(async () => {
  // Kept a minute (the most the setting allows), longer than any wait below (`eventually` gives
  // up after 10 s): an answer changes only because something dropped it, never by aging out.
  stack = await startGatewayStack({
    withCatalog: true,
    seedCatalog: true,
    gatewayEnv: { PERSONAL_READ_CACHE_TTL_SECONDS: '60' },
  });
  const published = (await call(stack.url, 'GET', '/api/summaries/published')).json<
    Array<{ id: string; isPremium: boolean }>
  >();
  freeIds = published.filter((summary) => !summary.isPremium).map((summary) => summary.id);
  ann = (await registerMember(stack.url)).cookie;
  bob = (await registerMember(stack.url)).cookie;
  admin = (
    await call(stack.url, 'POST', '/api/simple-login', {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
  ).sessionCookie!;
  // The seed's events reach reading's projection shortly after start.
  await eventually(async () => {
    const answer = await as(ann, 'GET', `/api/reading-progress/${freeIds[0]}`);
    return answer.status === 200 ? answer : undefined;
  }, 30_000);
  // A whole stack, seeded, starts slowly on a shared machine.
}, 240_000);
afterAll(() => stack?.close());

describe('the personal read cache', () => {
  it("shows a member's favourite added or removed through REST on their next read", async () => {
    expect(await favoriteIdsOf(ann)).toEqual([]);
    expect(await favoriteIdsOf(ann)).toEqual([]);
    expect((await as(ann, 'POST', '/api/favorites', { summaryId: freeIds[0] })).status).toBe(201);
    expect(await favoriteIdsOf(ann)).toEqual([freeIds[0]]);
    expect((await as(ann, 'DELETE', `/api/favorites/${freeIds[0]}`)).status).toBe(204);
    expect(await favoriteIdsOf(ann)).toEqual([]);
  });

  it("shows a member's progress and stats after they record progress", async () => {
    const stats = async () =>
      (await as(ann, 'GET', '/api/user/stats')).json<{ booksRead: number }>().booksRead;
    const progressOf = async () =>
      (await as(ann, 'GET', '/api/reading-progress')).json<Progress[]>();
    const booksRead = await stats();
    await progressOf();
    const recorded = await as(ann, 'POST', '/api/reading-progress', {
      summaryId: freeIds[1],
      progressPercentage: 100,
    });
    expect(recorded.status).toBe(200);
    expect(await stats()).toBe(booksRead + 1);
    expect(await progressOf()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ summaryId: freeIds[1], progressPercentage: 100 }),
      ]),
    );
    const one = await as(ann, 'GET', `/api/reading-progress/${freeIds[1]}`);
    expect(one.json<Progress>().progressPercentage).toBe(100);
  });

  it("shows a member's favourite added through GraphQL on their next REST read", async () => {
    expect(await favoriteIdsOf(ann)).not.toContain(freeIds[2]);
    const added = await graphqlCall(
      stack.url,
      'mutation Add($summaryId: ID!) { addFavorite(summaryId: $summaryId) { summaryId } }',
      { cookie: ann, variables: { summaryId: freeIds[2] } },
    );
    expect(added.body.errors).toBeUndefined();
    expect(await favoriteIdsOf(ann)).toContain(freeIds[2]);
  });

  it("never answers one member's read with another's", async () => {
    expect((await as(bob, 'POST', '/api/favorites', { summaryId: freeIds[3] })).status).toBe(201);
    for (let round = 0; round < 3; round += 1) {
      expect(await favoriteIdsOf(bob)).toEqual([freeIds[3]]);
      expect(await favoriteIdsOf(ann)).not.toContain(freeIds[3]);
      expect(await favoriteIdsOf(ann)).toContain(freeIds[2]);
    }
    const visitor = await call(stack.url, 'GET', '/api/favorites');
    expect(visitor.status).toBe(401);
  });

  it('drops a summary the admin unpublishes from the next read of the favourites', async () => {
    expect(await favoriteIdsOf(bob)).toEqual([freeIds[3]]);
    const toggled = await as(admin, 'PATCH', `/api/admin/summaries/${freeIds[3]}/toggle-publish`);
    expect(toggled.json()).toMatchObject({ isPublished: false });
    // Members' lists are read from reading's copy of the cards: it shows once reading applied
    // the catalog's event, and reading's own event dropped the answers kept before.
    await eventually(async () => ((await favoriteIdsOf(bob)).length === 0 ? true : undefined));
    await as(admin, 'PATCH', `/api/admin/summaries/${freeIds[3]}/toggle-publish`);
    await eventually(async () => ((await favoriteIdsOf(bob)).length === 1 ? true : undefined));
  });

  it('tells the browser to store no answer, cached or not', async () => {
    await favoriteIdsOf(ann);
    const cached = await as(ann, 'GET', '/api/favorites');
    expect(cached.headers.get('cache-control')).toBe('no-store');
  });

  it('shows a summary the admin renames in every member’s favourites and progress', async () => {
    const id = freeIds[4]!;
    for (const member of [ann, bob]) {
      expect((await as(member, 'POST', '/api/favorites', { summaryId: id })).status).toBe(201);
      const recorded = await as(member, 'POST', '/api/reading-progress', {
        summaryId: id,
        progressPercentage: 30,
      });
      expect(recorded.status).toBe(200);
    }
    const titlesOf = async (path: string) =>
      Promise.all(
        [ann, bob].map(async (member) =>
          (await as(member, 'GET', path))
            .json<Favorite[]>()
            .filter((item) => item.summaryId === id)
            .map((item) => item.summary.title),
        ),
      );
    const summary = (await call(stack.url, 'GET', `/api/summaries/${id}`)).json<{
      title: string;
      author: string;
      content: string;
    }>();
    const lists = ['/api/favorites', '/api/reading-progress'];
    // Kept by the cache before the edit.
    for (const path of lists)
      expect(await titlesOf(path)).toEqual([[summary.title], [summary.title]]);

    const rename = (title: string) =>
      as(admin, 'PUT', `/api/admin/summaries/${id}`, { ...summary, title });
    expect((await rename(`${summary.title} (renamed)`)).status).toBe(200);
    for (const path of lists) {
      await eventually(async () =>
        JSON.stringify(await titlesOf(path)) ===
        JSON.stringify([[`${summary.title} (renamed)`], [`${summary.title} (renamed)`]])
          ? true
          : undefined,
      );
    }
    expect((await rename(summary.title)).status).toBe(200);
    await eventually(async () =>
      (await titlesOf(lists[0]!))[0]![0] === summary.title ? true : undefined,
    );
  });

  it('never keeps the old title once reading has the new one (the stale-title window)', async () => {
    // The window: the admin's edit and the catalog's event drop the cached lists, but reading
    // has not applied the edit yet, so a member's read then finds the old title and keeps it.
    // Holding reading's row of the summary keeps that window open for as long as the test needs.
    const id = freeIds[6]!;
    expect((await as(ann, 'POST', '/api/favorites', { summaryId: id })).status).toBe(201);
    const summary = (await call(stack.url, 'GET', `/api/summaries/${id}`)).json<{
      title: string;
    }>();
    const titles = async () =>
      (await as(ann, 'GET', '/api/favorites'))
        .json<Favorite[]>()
        .filter((item) => item.summaryId === id)
        .map((item) => item.summary.title);
    expect(await titles()).toEqual([summary.title]);

    const readingDatabase = new pg.Client({ connectionString: stack.readingDatabaseUrl });
    await readingDatabase.connect();
    try {
      await readingDatabase.query('BEGIN');
      await readingDatabase.query('SELECT id FROM summary_projection WHERE id = $1 FOR UPDATE', [
        id,
      ]);
      const renamed = `${summary.title} (window)`;
      expect(
        (await as(admin, 'PUT', `/api/admin/summaries/${id}`, { ...summary, title: renamed }))
          .status,
      ).toBe(200);
      // The catalog has the new title (its public read shows it) while reading waits for the
      // row: members' reads now find the old one and keep it, whenever the catalog's event
      // reaches the gateway.
      await eventually(async () => {
        const published = await call(stack.url, 'GET', `/api/summaries/${id}`);
        return published.json<{ title: string }>().title === renamed ? true : undefined;
      });
      expect(await titles()).toEqual([summary.title]);
      expect(await titles()).toEqual([summary.title]);
      await readingDatabase.query('COMMIT');
      // Reading applies the edit, then says so: the kept old answer is dropped, not aged out.
      await eventually(async () => ((await titles())[0] === renamed ? true : undefined));
      expect((await as(admin, 'PUT', `/api/admin/summaries/${id}`, summary)).status).toBe(200);
    } finally {
      await readingDatabase.query('ROLLBACK').catch(() => undefined);
      await readingDatabase.end();
    }
  });
});

describe('the personal read cache switched off (PERSONAL_READ_CACHE_TTL_SECONDS=0)', () => {
  /** A gateway that keeps no member's answer and hears no other gateway's mutations or events. */
  let uncached: string;
  beforeAll(async () => {
    uncached = (
      await stack.startReplica({
        EVENTS_PREFIX: `${stack.config.EVENTS_PREFIX}-uncached`,
        PERSONAL_READ_CACHE_TTL_SECONDS: '0',
      })
    ).url;
  });
  const readAt = (url: string, cookie: string, path: string) => call(url, 'GET', path, { cookie });

  it('sends every read to the subgraphs: a change made at another gateway shows at once', async () => {
    const carol = (await registerMember(stack.url)).cookie;
    const favouritesAt = async (url: string) =>
      (await readAt(url, carol, '/api/favorites')).json<Favorite[]>().map((item) => item.summaryId);
    const booksRead = async () =>
      (await readAt(uncached, carol, '/api/user/stats')).json<{ booksRead: number }>().booksRead;
    const progressIds = async () =>
      (await readAt(uncached, carol, '/api/reading-progress'))
        .json<Progress[]>()
        .map((item) => item.summaryId);
    expect(await favouritesAt(uncached)).toEqual([]);
    expect(await booksRead()).toBe(0);
    expect(await progressIds()).toEqual([]);

    // Through the other gateway: the one under test is told neither by a mutation nor an event.
    expect((await as(carol, 'POST', '/api/favorites', { summaryId: freeIds[5] })).status).toBe(201);
    const recorded = await as(carol, 'POST', '/api/reading-progress', {
      summaryId: freeIds[5],
      progressPercentage: 100,
    });
    expect(recorded.status).toBe(200);
    expect(await favouritesAt(uncached)).toEqual([freeIds[5]]);
    expect(await booksRead()).toBe(1);
    expect(await progressIds()).toEqual([freeIds[5]]);

    expect((await as(carol, 'DELETE', `/api/favorites/${freeIds[5]}`)).status).toBe(204);
    expect(await favouritesAt(uncached)).toEqual([]);
  });

  it('answers members reading at the same time each with their own, cache on or off', async () => {
    const [dan, erin] = await Promise.all([registerMember(stack.url), registerMember(stack.url)]);
    const own = new Map([
      [dan.cookie, freeIds[6]!],
      [erin.cookie, freeIds[7]!],
    ]);
    for (const [cookie, summaryId] of own) {
      expect((await as(cookie, 'POST', '/api/favorites', { summaryId })).status).toBe(201);
    }
    const reads = [stack.url, uncached].flatMap((url) =>
      Array.from({ length: 10 }, (_, index) => {
        const cookie = index % 2 === 0 ? dan.cookie : erin.cookie;
        return readAt(url, cookie, '/api/favorites').then((answer) => ({
          cookie,
          ids: answer.json<Favorite[]>().map((item) => item.summaryId),
        }));
      }),
    );
    for (const { cookie, ids } of await Promise.all(reads)) expect(ids).toEqual([own.get(cookie)]);
  });
});

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
 * Every path of an admin mutation drops the same cached answers, public and personal, before its
 * answer goes out. The gateway under test has an event prefix of its own: it hears neither the
 * catalog's events nor the other replica, so only the mutation itself can drop its caches.
 */
let stack: GatewayStack;
let deaf: string;
let admin: string;
let ann: string;
let favouriteId: string;
let toggledId: string;

const publishedIds = async () =>
  (await call(deaf, 'GET', '/api/summaries/published'))
    .json<Array<{ id: string }>>()
    .map((s) => s.id);
const favouriteIdsOf = async (cookie: string) =>
  (await call(deaf, 'GET', '/api/favorites', { cookie }))
    .json<Array<{ summaryId: string }>>()
    .map((item) => item.summaryId);

const TOGGLE_PUBLISHED = {
  graphql: async (id: string) => {
    const answer = await graphqlCall(
      deaf,
      'mutation Toggle($id: ID!) { toggleSummaryPublished(id: $id) { isPublished } }',
      { cookie: admin, variables: { id } },
    );
    expect(answer.body.errors).toBeUndefined();
  },
  REST: async (id: string) => {
    const answer = await call(deaf, 'PATCH', `/api/admin/summaries/${id}/toggle-publish`, {
      cookie: admin,
    });
    expect(answer.status).toBe(200);
  },
};

beforeAll(async () => {
  stack = await startGatewayStack({ withCatalog: true, seedCatalog: true });
  deaf = (
    await stack.startReplica({
      EVENTS_PREFIX: `${stack.config.EVENTS_PREFIX}-deaf`,
      PUBLIC_READ_CACHE_TTL_SECONDS: '3600',
      PERSONAL_READ_CACHE_TTL_SECONDS: '60',
    })
  ).url;
  const published = (await call(stack.url, 'GET', '/api/summaries/published')).json<
    Array<{ id: string; isPremium: boolean }>
  >();
  [favouriteId, toggledId] = published.filter((s) => !s.isPremium).map((s) => s.id) as [
    string,
    string,
  ];
  ann = (await registerMember(stack.url)).cookie;
  admin = (
    await call(stack.url, 'POST', '/api/simple-login', {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
  ).sessionCookie!;
  // The seed's events reach reading's projection shortly after start.
  await eventually(async () => {
    const answer = await call(stack.url, 'GET', `/api/reading-progress/${favouriteId}`, {
      cookie: ann,
    });
    return answer.status === 200 ? answer : undefined;
  }, 30_000);
  // A whole stack, seeded, starts slowly on a shared machine.
}, 240_000);
afterAll(() => stack?.close());

describe.each(Object.entries(TOGGLE_PUBLISHED))(
  'an admin mutation through %s',
  (_path, togglePublished) => {
    it('drops the cached public and personal answers at once', async () => {
      // Cached at the gateway under test: the public list and Ann's favourites.
      expect(await publishedIds()).toContain(toggledId);
      const before = await favouriteIdsOf(ann);
      // Ann changes her favourites at the other replica; the gateway under test is not told.
      const had = before.includes(favouriteId);
      const changed = had
        ? await call(stack.url, 'DELETE', `/api/favorites/${favouriteId}`, { cookie: ann })
        : await call(stack.url, 'POST', '/api/favorites', {
            cookie: ann,
            json: { summaryId: favouriteId },
          });
      expect(changed.status).toBe(had ? 204 : 201);
      expect(await favouriteIdsOf(ann)).toEqual(before);

      await togglePublished(toggledId);
      expect(await publishedIds()).not.toContain(toggledId);
      expect((await favouriteIdsOf(ann)).includes(favouriteId)).toBe(!had);

      await togglePublished(toggledId);
      expect(await publishedIds()).toContain(toggledId);
    });
  },
);

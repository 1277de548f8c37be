import { insertSummary, type SummaryFixture } from './catalog-fixtures.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  type GatewayStack,
  startGatewayStack,
} from './gateway-stack.js';

/**
 * Issue 20: the library's filters and orders on `GET /api/summaries/published` (items 7), and
 * editing and deleting categories through the admin REST routes (item 8), on the real stack.
 */
let stack: GatewayStack;
let admin: string;
let short: SummaryFixture;
let medium: SummaryFixture;
let long: SummaryFixture;

beforeAll(async () => {
  stack = await startGatewayStack({ withCatalog: true, seedCatalog: false });
  admin = (
    await call(stack.url, 'POST', '/api/simple-login', {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
  ).sessionCookie!;
  // Published one after another: `newest` lists them long, medium, short.
  short = await insertSummary(stack, { title: 'Cedar', readingTimeMinutes: 5, isPremium: false });
  medium = await insertSummary(stack, { title: 'Aspen', readingTimeMinutes: 12, isPremium: true });
  long = await insertSummary(stack, { title: 'Birch', readingTimeMinutes: 20, isPremium: true });
});
afterAll(() => stack?.close());

const idsOf = async (query: string) => {
  const answer = await call(stack.url, 'GET', `/api/summaries/published?${query}`);
  expect(answer.status).toBe(200);
  return answer.json<Array<{ id: string }>>().map((summary) => summary.id);
};

const asAdmin = (method: string, path: string, json?: unknown) =>
  call(stack.url, method, `/api/admin${path}`, { cookie: admin, json });

describe('GET /api/summaries/published with filters and an order', () => {
  it('narrows by length and access', async () => {
    expect(await idsOf('length=short')).toEqual([short.id]);
    expect(await idsOf('length=medium')).toEqual([medium.id]);
    expect(await idsOf('length=long')).toEqual([long.id]);
    expect(await idsOf('access=free')).toEqual([short.id]);
    expect(await idsOf('access=premium&length=long')).toEqual([long.id]);
  });

  it('orders by newest, title and shortest', async () => {
    expect(await idsOf('sort=newest')).toEqual([long.id, medium.id, short.id]);
    expect(await idsOf('sort=title')).toEqual([medium.id, long.id, short.id]);
    expect(await idsOf('sort=shortest')).toEqual([short.id, medium.id, long.id]);
  });

  it('keeps the filters and the order in the next page link', async () => {
    const first = await call(
      stack.url,
      'GET',
      '/api/summaries/published?access=premium&sort=title&limit=1',
    );
    expect(first.json<Array<{ id: string }>>().map((s) => s.id)).toEqual([medium.id]);
    expect(first.headers.get('x-total-count')).toBe('2');
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('link') ?? '')?.[1];
    const params = new URL(next!, stack.url).searchParams;
    expect({ access: params.get('access'), sort: params.get('sort') }).toEqual({
      access: 'premium',
      sort: 'title',
    });
    const second = await call(stack.url, 'GET', next!);
    expect(second.json<Array<{ id: string }>>().map((s) => s.id)).toEqual([long.id]);
    expect(second.headers.get('link')).toBeNull();
  });

  it.each([
    ['length=tiny', 'length must be one of short, medium, long'],
    ['access=FREE', 'access must be one of free, premium'],
    ['sort=oldest', 'sort must be one of newest, title, shortest'],
    ['sort=title&sort=newest', 'sort must be a single value'],
  ])('answers %s with 400 and a message', async (query, message) => {
    const answer = await call(stack.url, 'GET', `/api/summaries/published?${query}`);
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 400, text: message });
  });
});

describe('admin categories', () => {
  const create = async (name: string) => {
    const answer = await asAdmin('POST', '/categories', {
      name,
      slug: name.toLowerCase(),
      description: null,
    });
    expect(answer.status).toBe(201);
    return answer.json<{ id: string }>();
  };

  it('renames a category with PUT', async () => {
    const category = await create('Trees');
    const answer = await asAdmin('PUT', `/categories/${category.id}`, {
      name: 'Forests',
      slug: 'forests',
      description: 'Woods and groves',
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      id: category.id,
      name: 'Forests',
      slug: 'forests',
      description: 'Woods and groves',
    });
    // Admins list every category, empty ones too.
    const categories = await call(stack.url, 'GET', '/api/categories', { cookie: admin });
    expect(categories.json()).toContainEqual(answer.json());
  });

  it('refuses a PUT body of the wrong shape with 400', async () => {
    const category = await create('Rivers');
    const answer = await asAdmin('PUT', `/categories/${category.id}`, { name: 7, slug: 'x' });
    expect({ status: answer.status, text: answer.text }).toEqual({
      status: 400,
      text: 'name must be a string',
    });
  });

  it('deletes a category, moving its summaries to moveSummariesTo', async () => {
    const from = await create('Lakes');
    const to = await create('Seas');
    const summary = await insertSummary(stack, { categoryId: from.id });
    const answer = await asAdmin('DELETE', `/categories/${from.id}?moveSummariesTo=${to.id}`);
    expect({ status: answer.status, body: answer.json() }).toEqual({
      status: 200,
      body: { id: from.id },
    });
    const moved = await call(stack.url, 'GET', `/api/summaries/${summary.id}`);
    expect(moved.json()).toMatchObject({ categoryId: to.id });
  });

  it('deletes a category without moveSummariesTo, leaving its summaries without one', async () => {
    const category = await create('Ponds');
    const summary = await insertSummary(stack, { categoryId: category.id });
    expect((await asAdmin('DELETE', `/categories/${category.id}`)).status).toBe(200);
    const left = await call(stack.url, 'GET', `/api/summaries/${summary.id}`);
    expect(left.json()).toMatchObject({ categoryId: null });
  });
});

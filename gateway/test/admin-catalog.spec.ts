import { readFileSync } from 'node:fs';
import { buildASTSchema, type GraphQLField, parse } from 'graphql';
import { ADMIN_CATALOG_ROUTES } from '../src/rest/admin-catalog.routes.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  type GatewayStack,
  graphqlCall,
  registerAndConfirm,
  startGatewayStack,
  uniqueEmail,
} from './gateway-stack.js';

let stack: GatewayStack;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  stack = await startGatewayStack({ withCatalog: true, withBilling: true, seedCatalog: false });
  adminCookie = (
    await call(stack.url, 'POST', '/api/simple-login', {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
  ).sessionCookie!;
  memberCookie = (await registerAndConfirm(stack.url, uniqueEmail())).sessionCookie!;
});
afterAll(() => stack.close());

const asAdmin = (method: string, path: string, json?: unknown) =>
  call(stack.url, method, `/api/admin${path}`, { json, cookie: adminCookie });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Valid for every admin route, so only the viewer decides the answer. */
const ANY_BODY = { title: 't', author: 'a', content: 'c', name: 'n', slug: 's', sectionOrders: [] };

/** Identity's admin routes (users, partner API keys) live in their own routers; they answer the same way. */
const ADMIN_ROUTES = [
  ...ADMIN_CATALOG_ROUTES.map(({ method, path, operation }) => ({ method, path, operation })),
  { method: 'get', path: '/users', operation: '{ users { id } }' },
  { method: 'get', path: '/api-keys', operation: '{ apiKeys { id } }' },
  {
    method: 'post',
    path: '/api-keys',
    operation: 'mutation { createApiKey(input: { name: "n" }) { key } }',
  },
  {
    method: 'delete',
    path: '/api-keys/:id',
    operation: `mutation { revokeApiKey(id: "${UNKNOWN_ID}") { id } }`,
  },
];
const requestPath = (path: string) => `/api/admin${path.replace(':id', UNKNOWN_ID)}?as=visitor`;

describe('every admin route and operation refuses visitors (401) and members (403)', () => {
  /** The catalog's mutations a member makes for themselves (not admin routes). */
  const MEMBER_CATALOG_MUTATIONS = new Set(['useFreePick']);

  it('covers every catalog mutation and every admin-only operation of the public schema', () => {
    const supergraph = buildASTSchema(
      parse(readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8')),
      { assumeValidSDL: true },
    );
    const fromCatalog = (field: GraphQLField<unknown, unknown>) =>
      field.astNode?.directives?.some(
        (d) =>
          d.name.value === 'join__field' &&
          d.arguments?.some(
            (a) => a.name.value === 'graph' && 'value' in a.value && a.value.value === 'CATALOG',
          ),
      );
    const adminOnly = (field: GraphQLField<unknown, unknown>) =>
      field.description?.includes('Admins only');
    const mutations = Object.values(supergraph.getMutationType()!.getFields());
    const adminFields = [
      ...new Set(
        [
          ...mutations.filter(
            (field) =>
              (fromCatalog(field) && !MEMBER_CATALOG_MUTATIONS.has(field.name)) || adminOnly(field),
          ),
          ...Object.values(supergraph.getQueryType()!.getFields()).filter(adminOnly),
        ].map((field) => field.name),
      ),
    ];
    expect(adminFields.length).toBeGreaterThanOrEqual(12);
    const operations = ADMIN_ROUTES.map((route) => route.operation).join('\n');
    expect(adminFields.filter((name) => !new RegExp(`\\b${name}\\(?`).test(operations))).toEqual(
      [],
    );
  });

  describe.each(ADMIN_ROUTES)('$method /api/admin$path', ({ method, path, operation }) => {
    it.each([
      ['a visitor', () => null, 401, 'Unauthorized', 'UNAUTHENTICATED'],
      ['a member', () => memberCookie, 403, 'Admin access required', 'FORBIDDEN'],
    ])('refuses %s through REST and GraphQL', async (_who, cookie, status, message, code) => {
      const rest = await call(stack.url, method.toUpperCase(), requestPath(path), {
        cookie: cookie(),
        json: method === 'get' ? undefined : ANY_BODY,
      });
      expect({ status: rest.status, text: rest.text }).toEqual({ status, text: message });
      expect(rest.headers.get('cache-control')).toBe('no-store');

      const variables = {
        id: UNKNOWN_ID,
        timeZone: 'UTC',
        audience: 'VISITOR',
        input: {},
        sectionOrders: [],
        userIds: [],
      };
      const { body } = await graphqlCall(stack.url, operation, { cookie: cookie(), variables });
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code } });
    });
  });

  it('lets the admin through, without caching', async () => {
    const answer = await asAdmin('GET', '/summaries');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('bad input answers 400 with the message and changes nothing', () => {
  let summaryId: string;
  let sectionId: string;

  beforeAll(async () => {
    const created = await asAdmin('POST', '/summaries', {
      title: 'Validation target',
      author: 'Author',
      content: 'Line one',
    });
    summaryId = created.json<{ id: string }>().id;
    const section = await asAdmin('POST', `/summaries/${summaryId}/sections`, {
      title: 'Kept',
      content: 'Kept text',
    });
    sectionId = section.json<{ id: string }>().id;
  });

  const snapshot = async () => ({
    summaries: (await asAdmin('GET', '/summaries')).text,
    sections: (await asAdmin('GET', `/summaries/${summaryId}/sections`)).text,
    categories: (await call(stack.url, 'GET', '/api/categories')).text,
  });

  it.each([
    [
      'POST',
      '/summaries',
      { title: '', author: 'a', content: 'c' },
      'Please fill in all required fields',
    ],
    ['POST', '/summaries', { author: 'a', content: 'c' }, 'Please fill in all required fields'],
    [
      'POST',
      '/summaries',
      { title: 't', author: 'a', content: 'c', readingTimeMinutes: 61 },
      'Reading time must be between 1 and 60 minutes',
    ],
    [
      'POST',
      '/summaries',
      { title: 't', author: 'a', content: 'c', readingTimeMinutes: 'ten' },
      'readingTimeMinutes must be a whole number',
    ],
    [
      'POST',
      '/summaries',
      { title: 't', author: 'a', content: 'c', readingTimeMinutes: 1e20 },
      'readingTimeMinutes must be a whole number',
    ],
    [
      'POST',
      '/summaries',
      { title: 't', author: 'a', content: 'c', readingTimeMinutes: 2 ** 40 },
      'readingTimeMinutes is out of range',
    ],
    ['POST', '/summaries', { title: 5, author: 'a', content: 'c' }, 'title must be a string'],
    ['POST', '/summaries', ['not', 'an', 'object'], 'Request body must be a JSON object'],
    [
      'POST',
      '/summaries',
      { title: 'Nul\u0000', author: 'a', content: 'c' },
      // The platform's text rule answers before the catalog's own check (which guards the seed).
      'input.title must not contain control characters',
    ],
    [
      'PUT',
      '/summaries/:id',
      { title: '', author: 'a', content: 'c' },
      'Please fill in all required fields',
    ],
    ['POST', '/categories', { name: '', slug: 'x' }, 'Name and slug are required'],
    ['POST', '/categories', { name: 'X', slug: '' }, 'Name and slug are required'],
    [
      'POST',
      '/categories',
      { name: 'X', slug: 'Has Spaces' },
      'Slug may contain only lowercase letters, digits and single hyphens between them',
    ],
    [
      'POST',
      '/summaries/:id/sections',
      { title: '', content: 'x' },
      'Title and content are required',
    ],
    [
      'POST',
      '/summaries/:id/sections',
      { title: 'x', content: 'y', order: 'first' },
      'order must be a whole number',
    ],
    ['PUT', '/sections/:section', { title: 5, content: 'x' }, 'title must be a string'],
    ['PUT', '/sections/:section', { title: '', content: 'x' }, 'Title and content are required'],
    [
      'POST',
      '/summaries/:id/sections/reorder',
      { sectionOrders: 'all' },
      'sectionOrders must be a list of {id, order}',
    ],
    [
      'POST',
      '/summaries/:id/sections/reorder',
      { sectionOrders: [{ id: UNKNOWN_ID, order: 1 }] },
      'sectionOrders must list every section of the summary once',
    ],
  ])('%s %s %j -> "%s"', async (method, path, json, message) => {
    const before = await snapshot();
    const answer = await asAdmin(
      method,
      path.replace(':id', summaryId).replace(':section', sectionId),
      json,
    );
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 400, text: message });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed JSON, a non-JSON body and an oversized body', async () => {
    const malformed = await call(stack.url, 'POST', '/api/admin/summaries', {
      body: '{"title": ',
      headers: { 'content-type': 'application/json' },
      cookie: adminCookie,
    });
    expect({ status: malformed.status, text: malformed.text }).toEqual({
      status: 400,
      text: 'Malformed JSON body',
    });
    const form = await call(stack.url, 'POST', '/api/admin/categories', {
      body: 'name=x&slug=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookie: adminCookie,
    });
    expect(form.status).toBe(415);
    const huge = await asAdmin('POST', '/summaries', {
      title: 't',
      author: 'a',
      content: 'x'.repeat(1_100_000),
    });
    expect({ status: huge.status, text: huge.text }).toEqual({
      status: 400,
      text: 'Request body too large',
    });
  });

  it('answers a taken slug with 409 and its message', async () => {
    expect((await asAdmin('POST', '/categories', { name: 'Taken', slug: 'taken' })).status).toBe(
      201,
    );
    const again = await asAdmin('POST', '/categories', { name: 'Again', slug: 'taken' });
    expect({ status: again.status, text: again.text }).toEqual({
      status: 409,
      text: "A category with the slug 'taken' already exists",
    });
  });

  it('answers unknown and malformed ids with 404', async () => {
    for (const [method, path] of [
      ['PUT', `/summaries/${UNKNOWN_ID}`],
      ['PATCH', '/summaries/not-a-uuid/toggle-publish'],
      ['DELETE', `/sections/${UNKNOWN_ID}`],
      ['PUT', `/sections/${UNKNOWN_ID}`],
      ['GET', '/summaries/nope/sections'],
    ] as const) {
      const answer = await asAdmin(method, path, method === 'GET' ? undefined : ANY_BODY);
      expect(answer.status).toBe(404);
    }
  });

  it('refuses a cross-origin write', async () => {
    const answer = await call(stack.url, 'POST', '/api/admin/categories', {
      json: { name: 'Evil', slug: 'evil' },
      cookie: adminCookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
  });
});

describe('the editor workflow through REST', () => {
  it('creates, orders, publishes, edits and deletes a summary as a visitor then sees it', async () => {
    const category = await asAdmin('POST', '/categories', {
      name: 'Deep Work',
      slug: 'deep-work',
      description: 'Focus',
    });
    expect(category.status).toBe(201);
    const categoryId = category.json<{ id: string }>().id;

    const created = await asAdmin('POST', '/summaries', {
      title: 'Walkthrough',
      author: 'Ada',
      content: 'First line.\nSecond line.\nThird line, members only.',
      categoryId,
      readingTimeMinutes: 14,
    });
    expect(created.status).toBe(201);
    const summary = created.json<{ id: string; isPublished: boolean; isPremium: boolean }>();
    expect(summary).toMatchObject({ isPublished: false, isPremium: true });

    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const section = await asAdmin('POST', `/summaries/${summary.id}/sections`, {
        title,
        content: `${title} text`,
        order: 0,
        summaryId: summary.id,
      });
      expect(section.status).toBe(201);
      ids.push(section.json<{ id: string }>().id);
    }
    const reordered = await asAdmin('POST', `/summaries/${summary.id}/sections/reorder`, {
      sectionOrders: [
        { id: ids[2], order: 1 },
        { id: ids[0], order: 2 },
        { id: ids[1], order: 3 },
      ],
    });
    expect(reordered.json<Array<{ title: string }>>().map((s) => s.title)).toEqual([
      'Three',
      'One',
      'Two',
    ]);

    expect((await call(stack.url, 'GET', `/api/summaries/${summary.id}`)).status).toBe(404);
    const published = await asAdmin('PATCH', `/summaries/${summary.id}/toggle-publish`);
    expect(published.json()).toMatchObject({ isPublished: true });

    const library = (await call(stack.url, 'GET', '/api/summaries/published')).json<
      Array<{ id: string; content: string }>
    >();
    expect(library.find((s) => s.id === summary.id)?.content).toBe('First line.\nSecond line.');
    const sections = (await call(stack.url, 'GET', `/api/summaries/${summary.id}/sections`)).json<
      Array<{ title: string; content: string | null }>
    >();
    expect(sections).toEqual([
      expect.objectContaining({ title: 'Three', content: null }),
      expect.objectContaining({ title: 'One', content: null }),
      expect.objectContaining({ title: 'Two', content: null }),
    ]);

    const edited = await asAdmin('PUT', `/summaries/${summary.id}`, {
      id: summary.id,
      title: 'Walkthrough, revised',
      author: 'Ada',
      content: 'First line.\nSecond line.\nThird line, members only.',
      categoryId,
      readingTimeMinutes: 14,
    });
    expect(edited.status).toBe(200);
    expect((await call(stack.url, 'GET', `/api/summaries/${summary.id}`)).json()).toMatchObject({
      title: 'Walkthrough, revised',
    });

    const visitorPreview = await asAdmin('GET', `/summaries/${summary.id}/preview?as=visitor`);
    expect(visitorPreview.json()).toMatchObject({
      hasFullAccess: false,
      content: 'First line.\nSecond line.',
    });
    const audit = await asAdmin('GET', `/summaries/${summary.id}/audit`);
    expect(
      audit.json<Array<{ action: string; actorEmail: string }>>().map((e) => e.action),
    ).toEqual(['updated', 'published', 'reordered', 'created', 'created', 'created', 'created']);

    const sectionEdited = await asAdmin('PUT', `/sections/${ids[0]}`, {
      title: 'One, revised',
      content: 'One text, revised',
    });
    expect(sectionEdited.status).toBe(200);
    expect(sectionEdited.json()).toMatchObject({
      id: ids[0],
      title: 'One, revised',
      content: 'One text, revised',
      order: 2,
    });
    const adminSections = await asAdmin('GET', `/summaries/${summary.id}/sections`);
    expect(adminSections.json<Array<{ title: string }>>().map((s) => s.title)).toEqual([
      'Three',
      'One, revised',
      'Two',
    ]);

    const deleted = await asAdmin('DELETE', `/summaries/${summary.id}`);
    expect(deleted.json()).toEqual({ id: summary.id });
    expect((await call(stack.url, 'GET', `/api/summaries/${summary.id}`)).status).toBe(404);
  });
});

import { insertSummary } from './catalog-fixtures.js';
import { call, type GatewayStack, graphqlCall, startGatewayStack } from './gateway-stack.js';

let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack({ withCatalog: true, seedCatalog: false, withBilling: true });
});
afterAll(() => stack.close());

const rest = async (path: string) => {
  const answer = await call(stack.url, 'GET', path);
  const isJson = answer.headers.get('content-type')?.includes('json');
  return { ...answer, json: isJson ? answer.json<any>() : undefined };
};
const graphql = (target: GatewayStack, query: string) => graphqlCall(target.url, query);

describe('REST facade', () => {
  it('lists categories in the spec shape', async () => {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: stack.catalogDatabaseUrl });
    await client.connect();
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO category (name, slug, description) VALUES ('Science', 'science', 'Nature')
       RETURNING id`,
    );
    await client.end();
    // Readers are offered only categories with a published summary.
    await insertSummary(stack, { categoryId: rows[0]!.id });
    const { status, json } = await rest('/api/categories');
    expect(status).toBe(200);
    expect(json).toEqual([
      { id: expect.any(String), name: 'Science', slug: 'science', description: 'Nature' },
    ]);
  });

  it('answers featured summaries with camelCase summary fields', async () => {
    const featured = await insertSummary(stack, {
      title: 'Shape',
      author: 'Test Author',
      isPremium: false,
      isPublished: true,
      isFeatured: true,
    });
    const { json } = await rest('/api/summaries/featured');
    expect(json[0]).toMatchObject({
      id: featured.id,
      title: 'Shape',
      author: 'Test Author',
      content: featured.content,
      coverImageUrl: null,
      categoryId: null,
      readingTimeMinutes: 15,
      isPremium: false,
      isPublished: true,
      isFeatured: true,
      sectionCount: 3,
    });
  });

  it.each([
    ['/api/summaries/not-a-uuid', 404, 'Summary not found'],
    ['/api/summaries/00000000-0000-4000-8000-000000000000', 404, 'Summary not found'],
    ["/api/summaries/1'%20OR%201=1/preview", 404, 'Summary not found'],
    ['/api/summaries/00000000-0000-4000-8000-000000000000/sections', 404, 'Summary not found'],
    ['/api/summaries/published?categoryId=science', 400, 'categoryId is not a valid id'],
    [
      '/api/summaries/published?categoryId=a&categoryId=b',
      400,
      'categoryId must be a single value',
    ],
    ['/api/summaries/featured?limit=lots', 400, 'limit must be an integer'],
    ['/api/summaries/published?limit=lots', 400, 'limit must be an integer'],
    ['/api/summaries/published?limit=0', 400, 'limit must be between 1 and 100'],
    ['/api/summaries/published?limit=99999999999', 400, 'limit is not a valid value'],
    ['/api/summaries/published?cursor=not-ours', 400, 'cursor is malformed'],
    ['/api/summaries/published?q=a&q=b', 400, 'q must be a single value'],
    ['/api/summaries/published?q=habit%00', 400, 'q must not contain control characters'],
    [`/api/summaries/published?q=${'a'.repeat(201)}`, 400, 'Search must be at most 200 characters'],
    ['/api/summaries/featured?limit=500', 400, 'limit must be between 1 and 50'],
    ['/api/no-such-route', 404, 'Not found'],
  ])('GET %s answers %i with a plain-text message', async (path, status, message) => {
    const response = await rest(path);
    expect({ status: response.status, text: response.text }).toEqual({ status, text: message });
  });

  it('sets security headers and a correlation id', async () => {
    const { headers } = await rest('/api/categories');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is ready when Redis and every subgraph answer', async () => {
    const { status, json } = await rest('/ready');
    expect(status).toBe(200);
    expect(json.details).toEqual({
      shutdown: { status: 'up' },
      redis: { status: 'up' },
      identity: { status: 'up' },
      catalog: { status: 'up' },
      reading: { status: 'up' },
      billing: { status: 'up' },
    });
  });
});

describe('GraphQL endpoint', () => {
  it('blocks simple cross-site requests (CSRF prevention)', async () => {
    const response = await fetch(
      `${stack.url}/graphql?query=${encodeURIComponent('{ categories { id } }')}`,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Cross-Site Request Forgery');
  });

  it('refuses batched operations', async () => {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { query: '{ categories { id } }' },
        { query: '{ categories { id } }' },
      ]),
    });
    expect(response.status).toBe(400);
  });

  describe('with tight limits', () => {
    // No catalog behind this one: limits are checked before any subgraph is called.
    let limited: GatewayStack;

    beforeAll(async () => {
      limited = await startGatewayStack({
        gatewayEnv: {
          GRAPHQL_MAX_DEPTH: '2',
          GRAPHQL_MAX_COST: '200',
          // The worker's shared stack has a catalog: this gateway is pointed where none listens.
          CATALOG_URL: 'http://127.0.0.1:9/graphql',
        },
      });
    });
    afterAll(() => limited.close());

    it('rejects operations deeper than the limit (2 in this stack)', async () => {
      expect((await graphql(limited, '{ viewer { id } }')).body.errors).toBeUndefined();
      const { status, body } = await graphql(limited, '{ summary(id: "x") { category { id } } }');
      expect(status).toBe(400);
      expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
      expect(body.errors?.[0]?.message).toMatch(/depth/i);
    });

    it('is not ready while a subgraph is down, though alive', async () => {
      const ready = await call(limited.url, 'GET', '/ready');
      expect(ready.status).toBe(503);
      expect(ready.json<any>().details.catalog.status).toBe('down');
      expect((await call(limited.url, 'GET', '/health')).status).toBe(200);
    });

    it('rejects operations above the cost limit (200 in this stack)', async () => {
      const summaryFields =
        'id title author content preview sections { id title content } category { id name }';
      const aliased = Array.from(
        { length: 10 },
        (_, i) => `s${i}: featuredSummaries { ${summaryFields} }`,
      );
      const { status, body } = await graphql(limited, `{ ${aliased.join(' ')} }`);
      expect(status).toBe(400);
      expect(body.errors?.map((error: { message: string }) => error.message).join(' ')).toMatch(
        /cost limit/i,
      );
    });
  });

  it('rejects operations with too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: categories { id }`).join(' ');
    const { status, body } = await graphql(stack, `{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('rejects a malformed body with 400 and never a stack trace', async () => {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/at .*\.js:\d+/);
  });
});

import { readFile } from 'node:fs/promises';
import { validate, compileErrors } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import express, { Router } from 'express';
import { openApiDocumentOf } from '../src/openapi/openapi-document.js';
import { described, resultOf } from '../src/openapi/route-description.js';
import { restRoutesOf } from '../src/openapi/route-table.js';
import { CategoriesDocument } from '../src/rest/operations.generated.js';
import { call, type GatewayStack, registerMember, startGatewayStack } from './gateway-stack.js';

const SUPERGRAPH = new URL('../supergraph.graphql', import.meta.url);

type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
type Operation = {
  summary: string;
  parameters: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the REST facade describes itself', () => {
  let stack: GatewayStack;
  let document: OpenApi;
  let member: { cookie: string };

  beforeAll(async () => {
    stack = await startGatewayStack();
    const answer = await call(stack.url, 'GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    document = answer.json<OpenApi>();
    member = await registerMember(stack.url);
  });
  afterAll(() => stack.close());

  it('serves an OpenAPI 3.1 document that a validator accepts', async () => {
    // The validator dereferences in place: it gets a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
    expect(document).toMatchObject({ openapi: '3.1.0' });
  });

  it('lists every /api route the gateway serves, each with its description', () => {
    const routes = restRoutesOf(stack.gateway.app);
    expect(routes.length).toBeGreaterThan(60);
    expect(
      routes.filter((route) => !route.description).map((r) => `${r.method} ${r.path}`),
    ).toEqual([]);
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(
      routes.map((route) => `${route.method} ${openApiPath(route.path)}`).sort(),
    );
  });

  it('gives every route its parameters, its body and a success answer with its shape', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect([where, operation.summary.length > 0]).toEqual([where, true]);
        const pathParameters = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        expect([
          where,
          operation.parameters.filter((p) => p.in === 'path').map((p) => p.name),
        ]).toEqual([where, pathParameters]);
        const [status, success] = Object.entries(operation.responses).find(([code]) =>
          code.startsWith('2'),
        )!;
        if (status !== '204') expect([where, success.content]).toEqual([where, expect.any(Object)]);
        // Changes with a JSON body say what it holds.
        if (['post', 'put', 'patch'].includes(method) && operation.requestBody) {
          expect(Object.values(operation.requestBody.content)[0]!.schema).toEqual(
            expect.any(Object),
          );
        }
      }
    }
    expect(document.paths['/api/admin/summaries']!.post!.requestBody).toBeDefined();
    expect(document.paths['/api/simple-login']!.post!.requestBody).toBeDefined();
  });

  it("derives answers from the GraphQL operation's selection and the schema's types", () => {
    const summary =
      document.paths['/api/summaries/{id}']!.get!.responses['200']!.content!['application/json']!
        .schema;
    expect(summary).toEqual({ $ref: '#/components/schemas/Summary' });
    expect(document.components.schemas.Summary).toMatchObject({
      type: 'object',
      properties: {
        title: { type: 'string' },
        readingTimeMinutes: { type: 'integer' },
        isPremium: { type: 'boolean' },
        coverImageUrl: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        createdAt: { type: 'string', format: 'date-time' },
      },
    });
  });

  it('describes answers as they are sent: real answers validate against their schemas', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ components: document.components }, 'openapi.json');
    const schemaOf = (path: string) => {
      const answer = document.paths[path]!.get!.responses['200']!.content!['application/json']!;
      // Component references point into the document registered above.
      return JSON.parse(
        JSON.stringify(answer.schema).replaceAll('"#/components/', '"openapi.json#/components/'),
      );
    };
    const { cookie } = member;
    for (const path of ['/api/session', '/api/simple-user', '/api/auth/user']) {
      const answer = await call(stack.url, 'GET', path, { cookie });
      expect(answer.status).toBe(200);
      const check = ajv.compile(schemaOf(path));
      expect([path, check(answer.json()), check.errors ?? null]).toEqual([path, true, null]);
    }
    const visitor = await call(stack.url, 'GET', '/api/session');
    expect(ajv.compile(schemaOf('/api/session'))(visitor.json())).toBe(true);
    // And a wrong shape is refused, so the checks above can fail.
    expect(ajv.compile(schemaOf('/api/session'))({ user: { id: 1 } })).toBe(false);
  });

  it('renders the document at /api/docs with a viewer served by the gateway itself', async () => {
    const page = await call(stack.url, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources).toEqual([
      'docs/assets/swagger-ui.css',
      'docs/assets/swagger-ui-bundle.js',
      'docs/reference.js',
    ]);
    // Same origin only: the page needs nothing the site's policy does not allow.
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    for (const source of sources) {
      const file = await call(stack.url, 'GET', `/api/${source}`);
      expect([source, file.status]).toEqual([source, 200]);
      expect(file.text.length).toBeGreaterThan(100);
    }
    expect((await call(stack.url, 'GET', '/api/docs/assets/package.json')).status).toBe(404);
    expect((await call(stack.url, 'GET', '/api/docs/reference.js')).text).toContain(
      "url: 'openapi.json'",
    );
  });
});

describe('the route table', () => {
  it('finds a route registered without a description, so the test above fails for it', async () => {
    const supergraph = await readFile(SUPERGRAPH, 'utf8');
    const router = Router();
    router.get(
      '/categories',
      described(
        { summary: 'Categories', answer: resultOf(CategoriesDocument, 'categories') },
        (_req, res) => void res.json([]),
      ),
    );
    router.post('/new-feature/:id', (_req, res) => void res.json({}));
    const app = express();
    app.use('/api', router);
    const { document, undescribed } = openApiDocumentOf(restRoutesOf(app), supergraph, {
      version: '0',
      serverUrl: 'http://localhost:3000',
    });
    expect(undescribed).toEqual(['POST /api/new-feature/:id']);
    expect(Object.keys(document.paths as object)).toEqual(['/api/categories']);
  });
});

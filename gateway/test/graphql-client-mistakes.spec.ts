import { call, type GatewayStack, graphqlCall, startGatewayStack } from './gateway-stack.js';

let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack({ withCatalog: true });
});
afterAll(() => stack.close());

const post = (body: unknown) =>
  call(stack.url, 'POST', '/graphql', {
    json: body,
    headers: { 'apollo-require-preflight': 'true' },
  });

describe('GraphQL client mistakes are client errors', () => {
  it.each([
    [
      'an unknown operationName',
      { query: 'query A { categories { id } }', operationName: 'B' },
      'OPERATION_RESOLUTION_FAILURE',
    ],
    [
      'two anonymous operations in one document',
      { query: '{ categories { id } } { categories { name } }' },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'a subscription operation',
      { query: 'subscription { categories { id } }' },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'a persisted-query hash without the query',
      { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } },
      'PERSISTED_QUERY_NOT_SUPPORTED',
    ],
    [
      'a persisted-query hash with its query',
      {
        query: '{ categories { id } }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } },
      },
      'PERSISTED_QUERY_NOT_SUPPORTED',
    ],
  ])('%s answers 400 with %s', async (_name, body, code) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    const errors = answer.json<{ errors: Array<{ extensions: { code: string } }> }>().errors;
    expect(errors[0]!.extensions.code).toBe(code);
  });

  it('applies the depth limit to introspection queries too', async () => {
    const ofTypes = 'ofType { '.repeat(12) + 'name' + ' }'.repeat(12);
    const nested = `{ __schema { types { fields { type { ${ofTypes} } } } } }`;
    const { status, body } = await graphqlCall(stack.url, nested);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
  });
});

describe('text input', () => {
  it('refuses control characters in variables and inline arguments with 400', async () => {
    const withVariable = await graphqlCall(
      stack.url,
      'query S($id: ID!) { summary(id: $id) { id } }',
      { variables: { id: 'abc\u0000' } },
    );
    expect(withVariable.status).toBe(400);
    expect(withVariable.body.errors?.[0]).toMatchObject({
      message: 'id must not contain control characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const inline = await graphqlCall(stack.url, '{ summary(id: "abc\\u0007") { id } }');
    expect(inline.status).toBe(400);
    expect(inline.body.errors?.[0]?.message).toBe('id must not contain control characters');
  });

  it('answers REST input the GraphQL layer refuses without GraphQL wording', async () => {
    const huge = await call(stack.url, 'GET', '/api/summaries/featured?limit=99999999999');
    expect(huge.status).toBe(400);
    expect(huge.text).toBe('limit is not a valid value');
    const nul = await call(stack.url, 'GET', '/api/summaries/%00');
    expect([nul.status, nul.text]).toEqual([400, 'id must not contain control characters']);
  });
});

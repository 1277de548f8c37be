import {
  call,
  graphqlCall,
  registerMember,
  startGatewayStack,
  type GatewayStack,
} from './gateway-stack.js';

const EVIL = { origin: 'http://evil.example' };
const REVOKE = 'mutation { revokeViewerSessions }';

/** `/graphql` refuses cookie-carrying mutations from another site, as the REST routes do. */
describe('/graphql and cross-origin mutations', () => {
  let stack: GatewayStack;

  beforeAll(async () => {
    stack = await startGatewayStack();
  });

  afterAll(async () => {
    await stack.close();
  });

  it('refuses a cookie-authenticated mutation from a foreign Origin with 403, like POST /api/favorites', async () => {
    const { cookie } = await registerMember(stack.url);
    const { status, body } = await graphqlCall(stack.url, REVOKE, { cookie, headers: EVIL });
    expect(status).toBe(403);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Cross-origin request refused',
      extensions: { code: 'FORBIDDEN' },
    });
    const rest = await call(stack.url, 'POST', '/api/favorites', {
      cookie,
      json: { summaryId: '00000000-0000-4000-8000-000000000000' },
      headers: EVIL,
    });
    expect([rest.status, rest.text]).toEqual([403, 'Cross-origin request refused']);
    // Nothing was done: the member's session still works.
    expect((await call(stack.url, 'GET', '/api/simple-user', { cookie })).status).toBe(200);
  });

  it('refuses one marked Sec-Fetch-Site: cross-site', async () => {
    const { cookie } = await registerMember(stack.url);
    const { status } = await graphqlCall(stack.url, REVOKE, {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(status).toBe(403);
  });

  it('lets a foreign-Origin query with a cookie through (the browser keeps its answer from that page)', async () => {
    const { cookie, userId } = await registerMember(stack.url);
    const { status, body } = await graphqlCall(stack.url, '{ viewer { id } }', {
      cookie,
      headers: EVIL,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ viewer: { id: userId } });
  });

  it('lets a partner-style mutation without cookies through, whatever its Origin', async () => {
    const { status, body } = await graphqlCall(stack.url, REVOKE, {
      headers: { ...EVIL, authorization: 'Bearer not-a-valid-token' },
    });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('runs the same mutation from the product itself', async () => {
    const { cookie } = await registerMember(stack.url);
    const { status, body } = await graphqlCall(stack.url, REVOKE, { cookie });
    expect(status).toBe(200);
    expect(body.data).toEqual({ revokeViewerSessions: 1 });
  });
});

import {
  call,
  eventually,
  type GatewayStack,
  registerMember,
  startGatewayStack,
} from './gateway-stack.js';

/** The landing's figures come from the catalog and identity at request time, rounded down. */
describe('GET /api/landing-figures', () => {
  let gateway: GatewayStack;

  beforeAll(async () => {
    // The member count is the whole of identity's: services no other suite registers members in.
    gateway = await startGatewayStack({ withCatalog: true, privateServices: true });
  }, 120_000);
  afterAll(() => gateway.close());

  it('says how many summaries are published, how many of them in the last 30 days, and leaves out a member count under a hundred', async () => {
    const published = await eventually(async () => {
      const answer = await call(gateway.url, 'GET', '/api/summaries/published');
      const list = answer.status === 200 ? answer.json<unknown[]>() : [];
      return list.length > 0 ? list : undefined;
    }, 30_000);
    await registerMember(gateway.url);
    const answer = await call(gateway.url, 'GET', '/api/landing-figures');
    expect(answer.status).toBe(200);
    // The seed publishes its summaries 36 hours apart, the newest now: 20 in the last 30 days.
    expect(answer.json()).toEqual({
      summaries: String(published.length),
      newSummaries: '20',
      members: null,
    });
  });
});

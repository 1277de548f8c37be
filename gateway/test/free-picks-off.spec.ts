import { insertSummary } from './catalog-fixtures.js';
import { call, type GatewayStack, registerMember, startGatewayStack } from './gateway-stack.js';

/** FREE_MONTHLY_PICKS=0 turns the offer off: nothing offered, every pick refused with 409. */
let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack({
    withCatalog: true,
    seedCatalog: false,
    catalogEnv: { FREE_MONTHLY_PICKS: '0' },
  });
});
afterAll(() => stack?.close());

it('answers a pick with 409 and offers nothing', async () => {
  const premium = await insertSummary(stack, { isPremium: true });
  const { cookie } = await registerMember(stack.url);
  const answer = await call(stack.url, 'POST', '/api/free-picks', {
    cookie,
    json: { summaryId: premium.id },
  });
  expect({ status: answer.status, text: answer.text }).toEqual({
    status: 409,
    text: 'Free picks are turned off',
  });
  const picks = await call(stack.url, 'GET', '/api/free-picks', { cookie });
  expect(picks.json()).toMatchObject({ limit: 0, used: 0, left: 0, offered: false, summaries: [] });
});

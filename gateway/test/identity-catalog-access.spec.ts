import { UsersService } from '@distill/identity/users/users.service';
import {
  call,
  eventually,
  type GatewayStack,
  GOOD_PASSWORD,
  startGatewayStack,
  uniqueEmail,
} from './gateway-stack.js';

interface SummaryView {
  id: string;
  isPremium: boolean;
  hasFullAccess: boolean;
  content: string;
}

/** The access matrix (access-matrix.spec.ts) covers each viewer; this pins the change over time. */
describe("the catalog's access rule with real viewers", () => {
  let gateway: GatewayStack;
  let premium: SummaryView;

  beforeAll(async () => {
    gateway = await startGatewayStack({ withCatalog: true });
    const published = await eventually(async () => {
      const answer = await call(gateway.url, 'GET', '/api/summaries/published');
      const list = answer.status === 200 ? answer.json<SummaryView[]>() : [];
      return list.some((s) => s.isPremium) && list.some((s) => !s.isPremium) ? list : undefined;
    }, 30_000);
    premium = published.find((summary) => summary.isPremium)!;
  });
  afterAll(() => gateway.close());

  const summary = async (id: string, cookie?: string | null) =>
    (await call(gateway.url, 'GET', `/api/summaries/${id}`, { cookie })).json<SummaryView>();

  it('a member whose subscription becomes active reads premium summaries on a following request', async () => {
    const register = await call(gateway.url, 'POST', '/api/simple-register', {
      json: { email: uniqueEmail(), password: GOOD_PASSWORD },
    });
    const cookie = register.sessionCookie;
    const userId = register.json<{ user: { id: string } }>().user.id;
    expect((await summary(premium.id, cookie)).hasFullAccess).toBe(false);
    await gateway.identityApp
      .get(UsersService)
      .changeAccess(userId, { subscriptionStatus: 'active', subscriptionType: 'monthly' });
    const unlocked = await eventually(async () => {
      const view = await summary(premium.id, cookie);
      return view.hasFullAccess ? view : undefined;
    });
    expect(unlocked.hasFullAccess).toBe(true);
  });
});

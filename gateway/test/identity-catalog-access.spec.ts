import { UsersService } from '@distill/identity/users/users.service';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  eventually,
  type GatewayWithIdentity,
  GOOD_PASSWORD,
  startGatewayWithIdentity,
  uniqueEmail,
} from './identity-harness.js';

interface SummaryView {
  id: string;
  isPremium: boolean;
  hasFullAccess: boolean;
  content: string;
}

describe("the catalog's access rule with real viewers", () => {
  let gateway: GatewayWithIdentity;
  let premium: SummaryView;
  let free: SummaryView;

  beforeAll(async () => {
    gateway = await startGatewayWithIdentity({ withCatalog: true });
    const published = await eventually(async () => {
      const answer = await call(gateway.url, 'GET', '/api/summaries/published');
      const list = answer.status === 200 ? answer.json<SummaryView[]>() : [];
      return list.some((s) => s.isPremium) && list.some((s) => !s.isPremium) ? list : undefined;
    }, 30_000);
    premium = published.find((summary) => summary.isPremium)!;
    free = published.find((summary) => !summary.isPremium)!;
  });
  afterAll(() => gateway.close());

  const summary = async (id: string, cookie?: string | null) =>
    (await call(gateway.url, 'GET', `/api/summaries/${id}`, { cookie })).json<SummaryView>();

  it('a signed-in member reads free summaries in full and gets the preview of premium ones', async () => {
    const register = await call(gateway.url, 'POST', '/api/simple-register', {
      json: { email: uniqueEmail(), password: GOOD_PASSWORD },
    });
    const cookie = register.sessionCookie;
    expect((await summary(free.id, cookie)).hasFullAccess).toBe(true);
    const locked = await summary(premium.id, cookie);
    expect(locked.hasFullAccess).toBe(false);
  });

  it('a member whose subscription becomes active reads premium summaries on a following request', async () => {
    const register = await call(gateway.url, 'POST', '/api/simple-register', {
      json: { email: uniqueEmail(), password: GOOD_PASSWORD },
    });
    const cookie = register.sessionCookie;
    const userId = register.json<{ user: { id: string } }>().user.id;
    expect((await summary(premium.id, cookie)).hasFullAccess).toBe(false);
    await gateway.identityApp
      .get(UsersService)
      .changeAccess(userId, { subscriptionStatus: 'active', subscriptionType: 'premium' });
    const unlocked = await eventually(async () => {
      const view = await summary(premium.id, cookie);
      return view.hasFullAccess ? view : undefined;
    });
    expect(unlocked.hasFullAccess).toBe(true);
  });

  it('the bootstrap admin reads premium summaries in full', async () => {
    const login = await call(gateway.url, 'POST', '/api/simple-login', {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const full = await summary(premium.id, login.sessionCookie);
    expect(full.hasFullAccess).toBe(true);
    expect(full.content.length).toBeGreaterThan((await summary(premium.id)).content.length);
  });
});

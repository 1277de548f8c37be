import {
  call,
  eventually,
  type GatewayStack,
  registerAndConfirm,
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
    const register = await registerAndConfirm(gateway.url, uniqueEmail());
    const cookie = register.sessionCookie;
    const userId = register.json<{ user: { id: string } }>().user.id;
    expect((await summary(premium.id, cookie)).hasFullAccess).toBe(false);
    await gateway.changeMemberAccess(userId, {
      subscriptionStatus: 'active',
      subscriptionType: 'monthly',
    });
    const unlocked = await eventually(async () => {
      const view = await summary(premium.id, cookie);
      return view.hasFullAccess ? view : undefined;
    });
    expect(unlocked.hasFullAccess).toBe(true);
  });

  it('a member shown their new access by /api/session reads with it on their next request, before the event arrives', async () => {
    // A replica with an event prefix of its own never hears identity.user.updated: it stands
    // for the moment between identity applying a change and the gateway hearing of it.
    const deaf = (
      await gateway.startReplica({ EVENTS_PREFIX: `${gateway.config.EVENTS_PREFIX}-deaf` })
    ).url;
    const register = await registerAndConfirm(deaf, uniqueEmail('trial'));
    const cookie = register.sessionCookie;
    const userId = register.json<{ user: { id: string } }>().user.id;
    const summaryAt = async () =>
      (await call(deaf, 'GET', `/api/summaries/${premium.id}`, { cookie })).json<SummaryView>();
    expect((await summaryAt()).hasFullAccess).toBe(false);
    await gateway.changeMemberAccess(userId, {
      subscriptionStatus: 'trialing',
      subscriptionType: 'monthly',
    });
    // Unheard, the change has not reached the viewer this gateway keeps for the cookie...
    expect((await summaryAt()).hasFullAccess).toBe(false);
    // ...until the member's "who am I" shows it to them: their next read agrees with it.
    const session = await call(deaf, 'GET', '/api/session', { cookie });
    expect(session.json()).toMatchObject({ user: { subscriptionStatus: 'trialing' } });
    expect((await summaryAt()).hasFullAccess).toBe(true);
  });
});

import Stripe from 'stripe';
import {
  call,
  eventually,
  type GatewayStack,
  registerAndConfirm,
  startGatewayStack,
  STRIPE_WEBHOOK_SECRET,
  uniqueEmail,
} from './gateway-stack.js';

interface SummaryView {
  id: string;
  isPremium: boolean;
  hasFullAccess: boolean;
  content: string;
}

/**
 * The whole path with every part real: Stripe's webhook (from the double, signed) reaches the
 * gateway, billing verifies and applies it, its event reaches identity, identity's event drops
 * the gateway's cached viewer, and the member reads a premium summary in full.
 */
describe('Premium through Stripe, end to end', () => {
  let gateway: GatewayStack;
  let premium: SummaryView;
  let stripe: Stripe;

  beforeAll(async () => {
    gateway = await startGatewayStack({ withCatalog: true, withBilling: true });
    stripe = new Stripe('sk_test_gateway', gateway.stripeDouble!.sdkOptions);
    const published = await eventually(async () => {
      const answer = await call(gateway.url, 'GET', '/api/summaries/published');
      const list = answer.status === 200 ? answer.json<SummaryView[]>() : [];
      return list.some((s) => s.isPremium) ? list : undefined;
    }, 30_000);
    premium = published.find((summary) => summary.isPremium)!;
  }, 120_000);
  afterAll(() => gateway.close());

  const summary = async (cookie: string | null) =>
    (
      await call(gateway.url, 'GET', `/api/summaries/${premium.id}`, { cookie })
    ).json<SummaryView>();

  async function register() {
    const answer = await registerAndConfirm(gateway.url, uniqueEmail('payer'));
    return {
      cookie: answer.sessionCookie,
      user: answer.json<{ user: { id: string; email: string } }>().user,
    };
  }

  it('makes a member Premium from the webhook alone, then cancelling ends it at period end', async () => {
    const { cookie, user } = await register();
    expect((await summary(cookie)).hasFullAccess).toBe(false);
    // A subscription billing hears of only through Stripe's webhooks.
    const customer = await stripe.customers.create({
      email: user.email,
      metadata: { userId: user.id },
    });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_gw_monthly' }],
      payment_behavior: 'default_incomplete',
      metadata: { userId: user.id },
      expand: ['latest_invoice.confirmation_secret'],
    });
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    const paymentIntent = invoice.confirmation_secret!.client_secret.split('_secret_')[0]!;
    await stripe.paymentIntents.confirm(paymentIntent, { payment_method: 'pm_card_visa' });
    // Deadlines, not timings: on a loaded two-core machine the webhook's way through billing's
    // queue and outbox to identity and the catalog took over 10 s.
    const unlocked = await eventually(async () => {
      const view = await summary(cookie);
      return view.hasFullAccess ? view : undefined;
    }, 30_000);
    expect(unlocked.content.length).toBeGreaterThan(premium.content.length);
    const me = await call(gateway.url, 'GET', '/api/auth/user', { cookie });
    expect(me.json()).toMatchObject({ subscriptionStatus: 'active', subscriptionType: 'monthly' });

    gateway.stripeDouble!.cancelAtPeriodEnd(subscription.id);
    await gateway.stripeDouble!.settled();
    expect((await summary(cookie)).hasFullAccess).toBe(true);
    gateway.stripeDouble!.advanceClock(40 * 24 * 3600);
    await eventually(
      async () => ((await summary(cookie)).hasFullAccess ? undefined : true),
      30_000,
    );
    expect(gateway.stripeDouble!.failedDeliveries).toEqual([]);
  });

  it('starts a subscription over REST: a trial secret for members, 401 for visitors', async () => {
    const visitor = await call(gateway.url, 'POST', '/api/create-subscription');
    expect(visitor.status).toBe(401);
    expect(visitor.text).toBe('Unauthorized');
    const { cookie } = await register();
    const started = await call(gateway.url, 'POST', '/api/create-subscription', { cookie });
    expect(started.status).toBe(200);
    expect(started.json()).toMatchObject({
      status: 'trialing',
      intentType: 'setup',
      clientSecret: expect.stringMatching(/^seti_/),
    });
    const bad = await call(gateway.url, 'POST', '/api/create-subscription', {
      cookie,
      json: { plan: 'lifetime' },
    });
    expect(bad.status).toBe(400);
  });

  it('starts the 7-day trial without a card over REST, once per member; 401 for visitors', async () => {
    const visitor = await call(gateway.url, 'POST', '/api/start-trial');
    expect({ status: visitor.status, text: visitor.text }).toEqual({
      status: 401,
      text: 'Unauthorized',
    });
    const { cookie } = await register();
    const started = await call(gateway.url, 'POST', '/api/start-trial', { cookie });
    expect(started.status).toBe(201);
    expect(started.headers.get('cache-control')).toBe('no-store');
    expect(started.json()).toMatchObject({
      status: 'trialing',
      // Counted on the Stripe double's clock, which earlier tests moved on.
      trialDaysLeft: expect.any(Number),
      paymentMethodOnFile: false,
      trialEnd: expect.any(String),
    });
    const again = await call(gateway.url, 'POST', '/api/start-trial', { cookie });
    expect({ status: again.status, text: again.text }).toEqual({
      status: 409,
      text: 'You have already used your free trial',
    });
  });

  it('changes the plan over REST: 401 visitors, 400 no plan, 404 no subscription, 409 same plan', async () => {
    const visitor = await call(gateway.url, 'POST', '/api/change-plan', {
      json: { plan: 'annual' },
    });
    expect({ status: visitor.status, text: visitor.text }).toEqual({
      status: 401,
      text: 'Unauthorized',
    });
    const { cookie } = await register();
    const noPlan = await call(gateway.url, 'POST', '/api/change-plan', { cookie, json: {} });
    expect({ status: noPlan.status, text: noPlan.text }).toEqual({
      status: 400,
      text: 'plan must be "monthly" or "annual"',
    });
    const none = await call(gateway.url, 'POST', '/api/change-plan', {
      cookie,
      json: { plan: 'annual' },
    });
    expect({ status: none.status, text: none.text }).toEqual({
      status: 404,
      text: 'You have no plan to change',
    });
    // The card-free trial is a monthly subscription at Stripe: it moves to annual.
    await call(gateway.url, 'POST', '/api/start-trial', { cookie });
    const changed = await call(gateway.url, 'POST', '/api/change-plan', {
      cookie,
      json: { plan: 'annual' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'trialing', type: 'annual', amountCents: 9900 });
    const same = await call(gateway.url, 'POST', '/api/change-plan', {
      cookie,
      json: { plan: 'annual' },
    });
    expect({ status: same.status, text: same.text }).toEqual({
      status: 409,
      text: 'You are already on this plan',
    });
  });

  it('acknowledges a repeated webhook once and refuses a bad signature with 400', async () => {
    const event = gateway.stripeDouble!.events.at(-1)!;
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_WEBHOOK_SECRET,
    });
    const headers = { 'content-type': 'application/json', 'stripe-signature': signature };
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        await call(gateway.url, 'POST', '/api/webhooks/stripe', { body: payload, headers }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json<{ duplicate: boolean }>().duplicate)).toEqual([
      true,
      true,
      true,
    ]);
    const tampered = await call(gateway.url, 'POST', '/api/webhooks/stripe', {
      body: payload.replace(/"livemode": ?false/, '"livemode":true'),
      headers,
    });
    expect(tampered.status).toBe(400);
    const missing = await call(gateway.url, 'POST', '/api/webhooks/stripe', {
      body: payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.status).toBe(400);
  });

  it('ends Premium at once when the paid flow’s card-free trial ends unpaid: no second trial, no grace', async () => {
    const { cookie } = await register();
    const started = await call(gateway.url, 'POST', '/api/create-subscription', { cookie });
    expect(started.json()).toMatchObject({ status: 'trialing', intentType: 'setup' });
    await eventually(
      async () => ((await summary(cookie)).hasFullAccess ? true : undefined),
      30_000,
    );
    const again = await call(gateway.url, 'POST', '/api/start-trial', { cookie });
    expect({ status: again.status, text: again.text }).toEqual({
      status: 409,
      text: 'You have already used your free trial',
    });

    // The trial ends with no card: Stripe invoices the plan, nothing pays it (past_due).
    gateway.stripeDouble!.advanceClock(8 * 24 * 3600);
    await gateway.stripeDouble!.settled();
    await eventually(
      async () => ((await summary(cookie)).hasFullAccess ? undefined : true),
      30_000,
    );
    const me = await call(gateway.url, 'GET', '/api/auth/user', { cookie });
    expect(me.json()).toMatchObject({ subscriptionStatus: 'unpaid' });
    expect(gateway.stripeDouble!.failedDeliveries).toEqual([]);
  });
});

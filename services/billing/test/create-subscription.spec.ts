import { BillingAccount } from '../src/members/billing-account.entity.js';
import { Subscription } from '../src/subscriptions/subscription.entity.js';
import { OutboxEvent } from '@distill/platform';
import {
  member,
  queryBilling,
  START,
  startBilling,
  type BillingTestApp,
} from './billing-test-app.js';

describe('starting a subscription', () => {
  let billing: BillingTestApp;

  beforeAll(async () => {
    billing = await startBilling('start');
  });

  afterAll(async () => {
    await billing.close();
  });

  it('starts a 7-day trial with nothing charged: the SetupIntent secret saves the card', async () => {
    const viewer = member();
    const { body } = await queryBilling(billing, viewer, START, { plan: 'monthly' });
    expect(body.errors).toBeUndefined();
    const start = body.data.startSubscription;
    expect(start).toMatchObject({ status: 'trialing', intentType: 'setup' });
    expect(start.clientSecret).toMatch(/^seti_.+_secret_/);

    const [remote] = [...billing.double.subscriptions.values()].filter(
      (s) => s.metadata.userId === viewer.id,
    );
    expect(remote!.trialEnd! - remote!.created).toBe(7 * 24 * 3600);
    const row = await billing.dataSource
      .getRepository(Subscription)
      .findOneByOrFail({ userId: viewer.id });
    expect(row).toMatchObject({
      status: 'trialing',
      plan: 'monthly',
      amountCents: 1200,
      currency: 'usd',
    });
    // The trial grants Premium at once, published through the outbox for identity.
    const events = await billing.dataSource
      .getRepository(OutboxEvent)
      .findBy({ type: 'billing.subscription.changed' });
    expect(events.map((e) => e.envelope.payload)).toContainEqual(
      expect.objectContaining({
        userId: viewer.id,
        subscriptionStatus: 'trialing',
        subscriptionType: 'monthly',
        version: 1,
      }),
    );
  });

  it('answers the open checkout again instead of creating a second subscription', async () => {
    const viewer = member();
    const first = await queryBilling(billing, viewer, START, { plan: 'monthly' });
    const second = await queryBilling(billing, viewer, START, { plan: 'monthly' });
    expect(second.body.data.startSubscription.clientSecret).toBe(
      first.body.data.startSubscription.clientSecret,
    );
    expect(
      [...billing.double.subscriptions.values()].filter((s) => s.metadata.userId === viewer.id),
    ).toHaveLength(1);
  });

  it('answers active once the card is saved (the member is entitled)', async () => {
    const viewer = member();
    const { body } = await queryBilling(billing, viewer, START, { plan: 'annual' });
    const setupIntent = body.data.startSubscription.clientSecret.split('_secret_')[0];
    await billing.stripe.setupIntents.confirm(setupIntent, { payment_method: 'pm_card_visa' });
    const again = await queryBilling(billing, viewer, START, { plan: 'annual' });
    expect(again.body.data.startSubscription).toEqual({
      status: 'active',
      clientSecret: null,
      intentType: null,
    });
  });

  it('charges a returning member at once: the first invoice confirmation secret', async () => {
    const viewer = member();
    const trial = await queryBilling(billing, viewer, START, { plan: 'monthly' });
    expect(trial.body.data.startSubscription.status).toBe('trialing');
    const [remote] = [...billing.double.subscriptions.values()].filter(
      (s) => s.metadata.userId === viewer.id,
    );
    await billing.stripe.subscriptions.cancel(remote!.id);
    const { body } = await queryBilling(billing, viewer, START, { plan: 'monthly' });
    expect(body.data.startSubscription).toMatchObject({
      status: 'incomplete',
      intentType: 'payment',
    });
    expect(body.data.startSubscription.clientSecret).toMatch(/^pi_.+_secret_/);
  });

  it('makes one customer and one subscription for two concurrent requests', async () => {
    const viewer = member();
    const results = await Promise.all([
      queryBilling(billing, viewer, START, { plan: 'monthly' }),
      queryBilling(billing, viewer, START, { plan: 'monthly' }),
    ]);
    for (const { body } of results) expect(body.errors).toBeUndefined();
    expect(results[0].body.data.startSubscription.clientSecret).toBe(
      results[1].body.data.startSubscription.clientSecret,
    );
    const customers = [...billing.double.customers.values()].filter(
      (c) => (c.metadata as Record<string, string>).userId === viewer.id,
    );
    expect(customers).toHaveLength(1);
    expect(
      [...billing.double.subscriptions.values()].filter((s) => s.metadata.userId === viewer.id),
    ).toHaveLength(1);
    const account = await billing.dataSource
      .getRepository(BillingAccount)
      .findOneByOrFail({ userId: viewer.id });
    expect(account.stripeCustomerId).toBe(customers[0]!.id);
  });

  it('sends an idempotency key with every write to Stripe, derived from the operation', async () => {
    const viewer = member();
    const before = billing.double.requests.length;
    await queryBilling(billing, viewer, START, { plan: 'monthly' });
    await queryBilling(billing, viewer, `mutation { createBillingPortalSession { url } }`);
    const writes = billing.double.requests.slice(before).filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(0);
    for (const write of writes) expect(write.idempotencyKey).toEqual(expect.any(String));
    expect(writes.map((w) => w.idempotencyKey)).toEqual(
      expect.arrayContaining([
        `customer-create-${viewer.id}`,
        expect.stringMatching(/^subscription-create-cus_/),
      ]),
    );
  });

  it('refuses visitors with 401 Unauthorized and answers admins as already entitled', async () => {
    const anonymous = await queryBilling(billing, { kind: 'anonymous' }, START, {
      plan: 'monthly',
    });
    expect(anonymous.body.errors[0]).toMatchObject({
      message: 'Unauthorized',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const admin = await queryBilling(billing, member({ role: 'admin' }), START, {
      plan: 'monthly',
    });
    expect(admin.body.data.startSubscription.status).toBe('active');
  });

  it('opens the customer portal returning to the dashboard', async () => {
    const viewer = member();
    await queryBilling(billing, viewer, START, { plan: 'monthly' });
    const { body } = await queryBilling(
      billing,
      viewer,
      `mutation { createBillingPortalSession { url } }`,
    );
    expect(body.data.createBillingPortalSession.url).toMatch(
      new RegExp(`^${billing.double.url}/portal/bps_`),
    );
    const [session] = [...billing.double.portalSessions.values()].slice(-1);
    expect(session!.returnUrl).toBe('http://localhost:3000/dashboard');
  });
});

describe('billing without a Stripe secret key', () => {
  let billing: BillingTestApp;

  beforeAll(async () => {
    billing = await startBilling('unconfigured', { STRIPE_SECRET_KEY: '' });
  });

  afterAll(async () => {
    await billing.close();
  });

  it('still serves, and says payments are not configured (503)', async () => {
    const { body } = await queryBilling(billing, member(), START, { plan: 'monthly' });
    expect(body.errors[0]).toMatchObject({
      message: 'Payments are not configured on this server',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    const config = await queryBilling(
      billing,
      { kind: 'anonymous' },
      `{ billingConfiguration { paymentsEnabled publishableKey } }`,
    );
    expect(config.body.data.billingConfiguration).toEqual({
      paymentsEnabled: false,
      publishableKey: null,
    });
    expect(billing.double.requests).toHaveLength(0);
  });
});

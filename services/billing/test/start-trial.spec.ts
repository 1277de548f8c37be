import { randomUUID } from 'node:crypto';
import { OutboxEvent } from '@distill/platform';
import { eventually, TestClock } from '@distill/platform/testing';
import { BillingAccount } from '../src/members/billing-account.entity.js';
import { Trial } from '../src/trials/trial.entity.js';
import { BillingJobs } from '../src/webhooks/billing-jobs.js';
import {
  allEventsProcessed,
  deliverEvent,
  eventsOfSubscription,
  member,
  queryBilling,
  START,
  startBilling,
  trialAtStripe,
  type BillingTestApp,
} from './billing-test-app.js';

const DAY_MS = 24 * 3600 * 1000;
const SUMMARY = 'status type trialEnd trialDaysLeft paymentMethodOnFile manageable';
const START_TRIAL = `mutation { startTrial { ${SUMMARY} } }`;
const MY_SUBSCRIPTION = `{ mySubscription { ${SUMMARY} } }`;
const SAVE_CARD = `mutation ($id: ID!) { saveTrialCard(setupIntentId: $id) { ${SUMMARY} } }`;
const TRIAL_USED = {
  message: 'You have already used your free trial',
  extensions: { code: 'CONFLICT' },
};

/** The statuses billing published for a member through the outbox, oldest first. */
async function publishedStatuses(billing: BillingTestApp, userId: string): Promise<string[]> {
  const events = await billing.dataSource
    .getRepository(OutboxEvent)
    .createQueryBuilder('event')
    .where(`event.type = 'billing.subscription.changed'`)
    .andWhere(`event.envelope -> 'payload' ->> 'userId' = :userId`, { userId })
    .getMany();
  return events
    .map((event) => event.envelope.payload as { version: number; subscriptionStatus: string })
    .sort((a, b) => a.version - b.version)
    .map((payload) => payload.subscriptionStatus);
}

/** The trial-ending notices billing published for a member (identity e-mails each one). */
async function trialEndingNotices(
  billing: BillingTestApp,
  userId: string,
): Promise<Array<Record<string, unknown>>> {
  const events = await billing.dataSource
    .getRepository(OutboxEvent)
    .createQueryBuilder('event')
    .where(`event.type = 'billing.subscription.trial_ending'`)
    .andWhere(`event.envelope -> 'payload' ->> 'userId' = :userId`, { userId })
    .getMany();
  return events.map((event) => event.envelope.payload as Record<string, unknown>);
}

async function accessStatusOf(billing: BillingTestApp, userId: string): Promise<string> {
  const account = await billing.dataSource
    .getRepository(BillingAccount)
    .findOneByOrFail({ userId });
  return account.accessStatus;
}

describe('the free trial with Stripe settings', () => {
  let billing: BillingTestApp;

  beforeAll(async () => {
    billing = await startBilling('trial_stripe');
  });

  afterAll(async () => {
    await billing.close();
  });

  const remoteOf = (userId: string) =>
    [...billing.double.subscriptions.values()].filter((s) => s.metadata.userId === userId);

  /** Delivers every event the double recorded about the subscription, signed, and applies them. */
  async function deliverAll(subscriptionId: string): Promise<void> {
    for (const event of eventsOfSubscription(billing, subscriptionId)) {
      const { body } = await deliverEvent(billing, event);
      expect(body.errors).toBeUndefined();
    }
    await allEventsProcessed(billing);
  }

  it('starts a 7-day trialing subscription with no payment method, and Premium with it', async () => {
    const viewer = member();
    const { body } = await queryBilling(billing, viewer, START_TRIAL);
    expect(body.errors).toBeUndefined();
    expect(body.data.startTrial).toMatchObject({
      status: 'trialing',
      type: 'monthly',
      trialDaysLeft: 7,
      paymentMethodOnFile: false,
      manageable: true,
    });

    const [remote] = remoteOf(viewer.id);
    expect(remote).toMatchObject({
      status: 'trialing',
      defaultPaymentMethod: null,
      missingPaymentMethod: 'cancel',
    });
    expect(remote!.trialEnd! - remote!.created).toBe(7 * 24 * 3600);
    expect(new Date(body.data.startTrial.trialEnd).getTime()).toBe(remote!.trialEnd! * 1000);
    const write = billing.double.requests.find(
      (r) => r.method === 'POST' && r.idempotencyKey === `trial-create-${viewer.id}`,
    );
    expect(write?.path).toBe('/v1/subscriptions');
    expect(await publishedStatuses(billing, viewer.id)).toEqual(['trialing']);

    const mine = await queryBilling(billing, viewer, MY_SUBSCRIPTION);
    expect(mine.body.data.mySubscription).toEqual(body.data.startTrial);
  });

  it('is cancelled at the trial end when no card was added, and nothing is charged', async () => {
    const viewer = member();
    await queryBilling(billing, viewer, START_TRIAL);
    const [remote] = remoteOf(viewer.id);

    // Stripe's notice three days before: the member has no card on file.
    billing.double.trialWillEnd(remote!.id);
    await deliverAll(remote!.id);
    expect(await trialEndingNotices(billing, viewer.id)).toEqual([
      expect.objectContaining({
        stripeSubscriptionId: remote!.id,
        trialEnd: new Date(remote!.trialEnd! * 1000).toISOString(),
        paymentMethodOnFile: false,
      }),
    ]);

    billing.double.advanceClock(7 * 24 * 3600 + 60);
    expect(remote!.status).toBe('canceled');
    const types = eventsOfSubscription(billing, remote!.id).map((event) => event.type);
    expect(types).toContain('customer.subscription.deleted');
    expect(types).not.toContain('invoice.payment_failed');
    const invoices = [...billing.double.invoices.values()].filter(
      (invoice) => invoice.subscription === remote!.id,
    );
    expect(invoices.every((invoice) => invoice.amountDue === 0)).toBe(true);
    expect(
      [...billing.double.intents.values()].some(
        (i) => i.subscription === remote!.id && i.object === 'payment_intent',
      ),
    ).toBe(false);

    await deliverAll(remote!.id);
    expect(await accessStatusOf(billing, viewer.id)).toBe('canceled');
    expect(await publishedStatuses(billing, viewer.id)).toEqual(['trialing', 'canceled']);
  });

  it('becomes active at the trial end once a card is added through /subscribe, charged once', async () => {
    const viewer = member();
    await queryBilling(billing, viewer, START_TRIAL);
    // The existing checkout answers the trial's SetupIntent: saving a card charges nothing today.
    const checkout = await queryBilling(billing, viewer, START, { plan: 'monthly' });
    expect(checkout.body.data.startSubscription).toMatchObject({
      status: 'trialing',
      intentType: 'setup',
    });
    const [remote] = remoteOf(viewer.id);
    expect(remoteOf(viewer.id)).toHaveLength(1);
    const setupIntent = checkout.body.data.startSubscription.clientSecret.split('_secret_')[0];
    await billing.stripe.setupIntents.confirm(setupIntent, { payment_method: 'pm_card_visa' });
    await deliverAll(remote!.id);
    const withCard = await queryBilling(billing, viewer, MY_SUBSCRIPTION);
    expect(withCard.body.data.mySubscription).toMatchObject({
      status: 'trialing',
      paymentMethodOnFile: true,
    });
    // Nothing more to complete: /subscribe now tells the member they have Premium.
    const again = await queryBilling(billing, viewer, START, { plan: 'monthly' });
    expect(again.body.data.startSubscription).toEqual({
      status: 'active',
      clientSecret: null,
      intentType: null,
    });
    billing.double.trialWillEnd(remote!.id);
    await deliverAll(remote!.id);
    expect(await trialEndingNotices(billing, viewer.id)).toEqual([
      expect.objectContaining({ stripeSubscriptionId: remote!.id, paymentMethodOnFile: true }),
    ]);

    billing.double.advanceClock(7 * 24 * 3600 + 60);
    expect(remote!.status).toBe('active');
    await deliverAll(remote!.id);
    expect(await accessStatusOf(billing, viewer.id)).toBe('active');
    expect(await publishedStatuses(billing, viewer.id)).toEqual(['trialing', 'active']);
    const charged = [...billing.double.invoices.values()].filter(
      (invoice) => invoice.subscription === remote!.id && invoice.amountDue > 0,
    );
    expect(charged.map(({ status, amountDue }) => ({ status, amountDue }))).toEqual([
      { status: 'paid', amountDue: 1200 },
    ]);
  });

  it("makes the card saved on /subscribe the trial subscription's default payment method", async () => {
    // A trial whose subscription does not keep a saved card by itself: billing's step must.
    const { userId, subscription } = await trialAtStripe(billing);
    await deliverAll(subscription.id);
    const viewer = member({ id: userId });
    const remote = billing.double.subscriptions.get(subscription.id)!;
    const setupIntent = String(remote.pendingSetupIntent);
    await billing.stripe.setupIntents.confirm(setupIntent, { payment_method: 'pm_card_visa' });
    expect(remote.defaultPaymentMethod).toBeNull();

    const saved = await queryBilling(billing, viewer, SAVE_CARD, { id: setupIntent });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveTrialCard).toMatchObject({
      status: 'trialing',
      paymentMethodOnFile: true,
    });
    expect(remote.defaultPaymentMethod).toBe('pm_card_visa');
    // A repeat (a reloaded return page) changes nothing and answers the same.
    const repeat = await queryBilling(billing, viewer, SAVE_CARD, { id: setupIntent });
    expect(repeat.body.data.saveTrialCard).toEqual(saved.body.data.saveTrialCard);

    billing.double.advanceClock(7 * 24 * 3600 + 60);
    expect(remote.status).toBe('active');
    await deliverAll(subscription.id);
    expect(await accessStatusOf(billing, userId)).toBe('active');
    const charged = [...billing.double.invoices.values()].filter(
      (invoice) => invoice.subscription === subscription.id && invoice.amountDue > 0,
    );
    expect(charged.map(({ status, amountDue }) => ({ status, amountDue }))).toEqual([
      { status: 'paid', amountDue: 1200 },
    ]);
  });

  it("refuses another member's setup, an unsaved one, a malformed id, and a member without a trial", async () => {
    const owner = await trialAtStripe(billing);
    const other = await trialAtStripe(billing);
    await deliverAll(owner.subscription.id);
    await deliverAll(other.subscription.id);
    const ownersSetup = String(
      billing.double.subscriptions.get(owner.subscription.id)!.pendingSetupIntent,
    );
    const notSaved = {
      message: 'No card was saved with this setup',
      extensions: { code: 'BAD_USER_INPUT' },
    };
    // Not confirmed yet: no card to keep.
    const early = await queryBilling(billing, member({ id: owner.userId }), SAVE_CARD, {
      id: ownersSetup,
    });
    expect(early.body.errors[0]).toMatchObject(notSaved);
    await billing.stripe.setupIntents.confirm(ownersSetup, { payment_method: 'pm_card_visa' });
    for (const id of [ownersSetup, 'seti_unknown', 'not-a-setup-intent']) {
      const { body } = await queryBilling(billing, member({ id: other.userId }), SAVE_CARD, { id });
      expect(body.errors[0]).toMatchObject(notSaved);
    }
    expect(
      billing.double.subscriptions.get(other.subscription.id)!.defaultPaymentMethod,
    ).toBeNull();
    const noTrial = await queryBilling(billing, member(), SAVE_CARD, { id: ownersSetup });
    expect(noTrial.body.errors[0]).toMatchObject({
      message: 'You have no trial to add a card to',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('starts one trial for two concurrent calls; every later call is refused with 409', async () => {
    const viewer = member();
    const results = await Promise.all([
      queryBilling(billing, viewer, START_TRIAL),
      queryBilling(billing, viewer, START_TRIAL),
    ]);
    const started = results.filter(({ body }) => body.data?.startTrial);
    const refused = results.filter(({ body }) => body.errors);
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.errors[0]).toMatchObject(TRIAL_USED);
    expect(remoteOf(viewer.id)).toHaveLength(1);

    const [remote] = remoteOf(viewer.id);
    await billing.stripe.subscriptions.cancel(remote!.id);
    await deliverAll(remote!.id);
    const again = await queryBilling(billing, viewer, START_TRIAL);
    expect(again.body.errors[0]).toMatchObject(TRIAL_USED);
    expect(remoteOf(viewer.id)).toHaveLength(1);
  });

  it('gives no second trial through /subscribe to a member who had one', async () => {
    const viewer = member();
    // A trial billing granted while this server ran without Stripe settings.
    await billing.dataSource.query('INSERT INTO billing_account (user_id) VALUES ($1)', [
      viewer.id,
    ]);
    await billing.dataSource.getRepository(Trial).insert({
      userId: viewer.id,
      startedAt: new Date(Date.now() - 30 * DAY_MS),
      endsAt: new Date(Date.now() - 23 * DAY_MS),
      stripeSubscriptionId: null,
    });
    const { body } = await queryBilling(billing, viewer, START, { plan: 'monthly' });
    expect(body.data.startSubscription).toMatchObject({
      status: 'incomplete',
      intentType: 'payment',
    });
    expect(remoteOf(viewer.id)[0]!.trialEnd).toBeNull();
  });

  it('counts a trial made at Stripe outside billing (dashboard, portal): startTrial gives no second one', async () => {
    const { userId, subscription } = await trialAtStripe(billing);
    await deliverAll(subscription.id);
    await billing.stripe.subscriptions.cancel(subscription.id);
    await deliverAll(subscription.id);
    expect(await accessStatusOf(billing, userId)).toBe('canceled');

    const { body } = await queryBilling(billing, member({ id: userId }), START_TRIAL);
    expect(body.errors?.[0]).toMatchObject(TRIAL_USED);
    expect(remoteOf(userId)).toHaveLength(1);
    const checkout = await queryBilling(billing, member({ id: userId }), START, {
      plan: 'monthly',
    });
    expect(checkout.body.data.startSubscription).toMatchObject({
      status: 'incomplete',
      intentType: 'payment',
    });
  });

  it('records the trial a first /subscribe gives, so startTrial cannot give another', async () => {
    const viewer = member();
    await queryBilling(billing, viewer, START, { plan: 'monthly' });
    const { body } = await queryBilling(billing, viewer, START_TRIAL);
    expect(body.errors[0]).toMatchObject(TRIAL_USED);
  });

  it('refuses Premium members and admins with 409, and visitors with 401', async () => {
    const admin = member({ role: 'admin' });
    const granted = member();
    const grant = await queryBilling(
      billing,
      admin,
      `mutation ($id: ID!) { grantComplimentaryPremium(userId: $id) { subscriptionStatus } }`,
      { id: granted.id },
    );
    expect(grant.body.errors).toBeUndefined();
    for (const viewer of [granted, admin]) {
      const { body } = await queryBilling(billing, viewer, START_TRIAL);
      expect(body.errors[0]).toMatchObject({
        message: 'You already have Premium',
        extensions: { code: 'CONFLICT' },
      });
    }
    expect(await billing.dataSource.getRepository(Trial).countBy({ userId: granted.id })).toBe(0);
    const anonymous = await queryBilling(billing, { kind: 'anonymous' }, START_TRIAL);
    expect(anonymous.body.errors[0]).toMatchObject({
      message: 'Unauthorized',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('the free trial without Stripe settings', () => {
  const clock = new TestClock();
  let billing: BillingTestApp;

  beforeAll(async () => {
    billing = await startBilling('trial_local', { STRIPE_SECRET_KEY: '' }, clock);
  });

  afterAll(async () => {
    await billing.close();
  });

  it('is granted by billing and ended by billing at its end (injected clock)', async () => {
    const viewer = member();
    const { body } = await queryBilling(billing, viewer, START_TRIAL);
    expect(body.errors).toBeUndefined();
    expect(body.data.startTrial).toMatchObject({
      status: 'trialing',
      type: 'free',
      trialDaysLeft: 7,
      paymentMethodOnFile: false,
      manageable: false,
    });
    const trialEnd = new Date(body.data.startTrial.trialEnd).getTime();
    expect(trialEnd - clock.now().getTime()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(trialEnd - clock.now().getTime()).toBeLessThanOrEqual(7 * DAY_MS);
    expect(await publishedStatuses(billing, viewer.id)).toEqual(['trialing']);

    clock.advance(2 * DAY_MS);
    const later = await queryBilling(billing, viewer, MY_SUBSCRIPTION);
    expect(later.body.data.mySubscription).toMatchObject({ status: 'trialing', trialDaysLeft: 5 });

    // Before its end the sweep leaves the trial alone, and gives no notice yet.
    await billing.app.get(BillingJobs).sweepTrials();
    expect(await accessStatusOf(billing, viewer.id)).toBe('trialing');
    expect(await trialEndingNotices(billing, viewer.id)).toEqual([]);

    // Three days before the end, as Stripe would: the notice, once however often it sweeps.
    clock.advance(2 * DAY_MS + 60_000);
    await billing.app.get(BillingJobs).sweepTrials();
    await billing.app.get(BillingJobs).sweepTrials();
    expect(await trialEndingNotices(billing, viewer.id)).toEqual([
      {
        userId: viewer.id,
        stripeSubscriptionId: null,
        status: 'trialing',
        trialEnd: new Date(trialEnd).toISOString(),
        plan: 'monthly',
        amountCents: 1200,
        currency: 'usd',
        paymentMethodOnFile: false,
      },
    ]);
    expect(await accessStatusOf(billing, viewer.id)).toBe('trialing');

    clock.advance(3 * DAY_MS);
    await billing.app.get(BillingJobs).sweepTrials();
    await eventually(async () =>
      (await accessStatusOf(billing, viewer.id)) === 'canceled' ? true : undefined,
    );
    expect(await publishedStatuses(billing, viewer.id)).toEqual(['trialing', 'canceled']);
    const ended = await queryBilling(billing, viewer, MY_SUBSCRIPTION);
    expect(ended.body.data.mySubscription).toMatchObject({
      status: 'canceled',
      trialEnd: null,
      trialDaysLeft: null,
    });

    const again = await queryBilling(billing, viewer, START_TRIAL);
    expect(again.body.errors[0]).toMatchObject(TRIAL_USED);
    const card = await queryBilling(billing, viewer, SAVE_CARD, { id: 'seti_any' });
    expect(card.body.errors[0]).toMatchObject({
      message: 'Payments are not configured on this server',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(billing.double.requests).toHaveLength(0);
  });

  it('grants one trial for two concurrent calls', async () => {
    const viewer = member();
    const results = await Promise.all([
      queryBilling(billing, viewer, START_TRIAL),
      queryBilling(billing, viewer, START_TRIAL),
    ]);
    expect(results.filter(({ body }) => body.data?.startTrial)).toHaveLength(1);
    const refused = results.filter(({ body }) => body.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.errors[0]).toMatchObject(TRIAL_USED);
    expect(await billing.dataSource.getRepository(Trial).countBy({ userId: viewer.id })).toBe(1);
  });

  it('keeps one trial per member in the database itself', async () => {
    const userId = randomUUID();
    await billing.dataSource.query('INSERT INTO billing_account (user_id) VALUES ($1)', [userId]);
    const trial = { userId, startedAt: new Date(), endsAt: new Date(Date.now() + DAY_MS) };
    const trials = billing.dataSource.getRepository(Trial);
    await trials.insert({ ...trial, stripeSubscriptionId: null });
    await expect(trials.insert({ ...trial, stripeSubscriptionId: 'sub_other' })).rejects.toThrow(
      /duplicate key/,
    );
  });
});

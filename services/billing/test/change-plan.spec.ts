import { Subscription } from '../src/subscriptions/subscription.entity.js';
import {
  member,
  queryBilling,
  START,
  startBilling,
  type BillingTestApp,
} from './billing-test-app.js';

const CHANGE_PLAN = `mutation ($plan: BillingPlanId!) {
  changePlan(plan: $plan) { status type amountCents }
}`;
const TRIAL_AVAILABLE = `{ trialAvailable }`;
const START_TRIAL = `mutation { startTrial { status } }`;

describe('choosing and changing the plan', () => {
  let billing: BillingTestApp;

  beforeAll(async () => {
    billing = await startBilling('change-plan');
  });

  afterAll(async () => {
    await billing.close();
  });

  function remoteOf(userId: string) {
    return [...billing.double.subscriptions.values()].filter((s) => s.metadata.userId === userId);
  }

  /** A member who subscribed to `plan` and saved a card: active when the first invoice is paid. */
  async function paidMember(plan: 'monthly' | 'annual') {
    const viewer = member();
    // The trial is used by the landing's button first, so this subscription is charged at once.
    await queryBilling(billing, viewer, START_TRIAL);
    const [trial] = remoteOf(viewer.id);
    await billing.stripe.subscriptions.cancel(trial!.id);
    const { body } = await queryBilling(billing, viewer, START, { plan });
    const paymentIntent = body.data.startSubscription.clientSecret.split('_secret_')[0];
    await billing.stripe.paymentIntents.confirm(paymentIntent, { payment_method: 'pm_card_visa' });
    await queryBilling(billing, viewer, START, { plan });
    return viewer;
  }

  it('creates the annual subscription with the annual price', async () => {
    const viewer = member();
    const { body } = await queryBilling(billing, viewer, START, { plan: 'annual' });
    expect(body.data.startSubscription).toMatchObject({ status: 'trialing', intentType: 'setup' });
    const [remote] = remoteOf(viewer.id);
    expect(remote!.price).toMatchObject({ unitAmount: 9900, interval: 'year' });
  });

  it('moves an open trial checkout to the plan chosen last, keeping one subscription', async () => {
    const viewer = member();
    const monthly = await queryBilling(billing, viewer, START, { plan: 'monthly' });
    const annual = await queryBilling(billing, viewer, START, { plan: 'annual' });
    expect(annual.body.data.startSubscription.clientSecret).toBe(
      monthly.body.data.startSubscription.clientSecret,
    );
    const remote = remoteOf(viewer.id);
    expect(remote).toHaveLength(1);
    expect(remote[0]!.price.id).toBe('price_test_annual');
    const row = await billing.dataSource
      .getRepository(Subscription)
      .findOneByOrFail({ userId: viewer.id });
    expect(row).toMatchObject({ plan: 'annual', amountCents: 9900 });
  });

  it('replaces an unpaid checkout of the other plan with one of the chosen plan', async () => {
    const viewer = member();
    await queryBilling(billing, viewer, START_TRIAL);
    await billing.stripe.subscriptions.cancel(remoteOf(viewer.id)[0]!.id);
    await queryBilling(billing, viewer, START, { plan: 'monthly' });
    const { body } = await queryBilling(billing, viewer, START, { plan: 'annual' });
    expect(body.data.startSubscription).toMatchObject({
      status: 'incomplete',
      intentType: 'payment',
    });
    const open = remoteOf(viewer.id).filter((s) => s.status === 'incomplete');
    expect(open.map((s) => s.price.id)).toEqual(['price_test_annual']);
  });

  it('switches a paid monthly member to annual: a new yearly period, the unused month credited', async () => {
    const viewer = await paidMember('monthly');
    const { body } = await queryBilling(billing, viewer, CHANGE_PLAN, { plan: 'annual' });
    expect(body.errors).toBeUndefined();
    expect(body.data.changePlan).toMatchObject({
      status: 'active',
      type: 'annual',
      amountCents: 9900,
    });
    const remote = remoteOf(viewer.id).find((s) => s.status === 'active')!;
    expect(remote.price.id).toBe('price_test_annual');
    expect(remote.periodEnd - remote.periodStart).toBeGreaterThanOrEqual(365 * 24 * 3600);
    const invoice = billing.double.invoices.get(remote.latestInvoice)!;
    // The whole month was unused (the clock did not move): $99 less $12.
    expect(invoice).toMatchObject({ status: 'paid', amountDue: 9900 - 1200 });

    const back = await queryBilling(billing, viewer, CHANGE_PLAN, { plan: 'monthly' });
    expect(back.body.data.changePlan).toMatchObject({ type: 'monthly', amountCents: 1200 });
  });

  it('refuses the plan the member is on (409), a member without a plan (404) and visitors (401)', async () => {
    const viewer = await paidMember('annual');
    const same = await queryBilling(billing, viewer, CHANGE_PLAN, { plan: 'annual' });
    expect(same.body.errors[0]).toMatchObject({
      message: 'You are already on this plan',
      extensions: { code: 'CONFLICT' },
    });
    const none = await queryBilling(billing, member(), CHANGE_PLAN, { plan: 'annual' });
    expect(none.body.errors[0]).toMatchObject({
      message: 'You have no plan to change',
      extensions: { code: 'NOT_FOUND' },
    });
    const visitor = await queryBilling(billing, { kind: 'anonymous' }, CHANGE_PLAN, {
      plan: 'annual',
    });
    expect(visitor.body.errors[0].message).toBe('Unauthorized');
  });

  it('says a trial is available only to members who never had one or a subscription', async () => {
    const fresh = member();
    const answer = async (viewer: Parameters<typeof queryBilling>[1]) =>
      (await queryBilling(billing, viewer, TRIAL_AVAILABLE)).body.data.trialAvailable;
    expect(await answer(fresh)).toBe(true);
    await queryBilling(billing, fresh, START_TRIAL);
    expect(await answer(fresh)).toBe(false);

    const subscribed = member();
    await queryBilling(billing, subscribed, START, { plan: 'monthly' });
    expect(await answer(subscribed)).toBe(false);

    expect(await answer(member({ role: 'admin' }))).toBe(false);
    expect(await answer({ kind: 'anonymous' })).toBe(false);
  });
});

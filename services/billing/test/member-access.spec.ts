import { OutboxEvent } from '@distill/platform';
import { eventually } from '@distill/platform/testing';
import { BillingAccount } from '../src/members/billing-account.entity.js';
import {
  allEventsProcessed,
  deliverEvent,
  eventsOfSubscription,
  trialAtStripe,
  member,
  paidAtStripe,
  queryBilling,
  START,
  startBilling,
  type BillingTestApp,
} from './billing-test-app.js';

type Json = Record<string, any>;

const changesOf = (
  billing: BillingTestApp,
  userId: string,
  type = 'billing.subscription.changed',
) =>
  billing.dataSource
    .getRepository(OutboxEvent)
    .createQueryBuilder('event')
    .where('event.type = :type', { type })
    .andWhere(`event.envelope -> 'payload' ->> 'userId' = :userId`, { userId })
    .orderBy('event.createdAt', 'ASC')
    .getMany()
    .then((events) => events.map((event) => event.envelope.payload as Json));

async function deliverAll(billing: BillingTestApp, subscriptionId: string) {
  for (const event of eventsOfSubscription(billing, subscriptionId)) {
    await deliverEvent(billing, event);
  }
  await allEventsProcessed(billing);
}

describe('member access', () => {
  let billing: BillingTestApp;

  beforeAll(async () => {
    // A grace of about two seconds, so the test sees it end.
    billing = await startBilling('access', { PAST_DUE_GRACE_DAYS: String(2 / 86_400) });
  });
  afterAll(() => billing.close());

  it('keeps Premium through a failed renewal for the grace period, then publishes unpaid', async () => {
    const { userId, subscription } = await paidAtStripe(billing);
    await deliverAll(billing, subscription.id);
    billing.double.failRenewal(subscription.id);
    await deliverAll(billing, subscription.id);
    const account = await billing.dataSource
      .getRepository(BillingAccount)
      .findOneByOrFail({ userId });
    expect(account.accessStatus).toBe('past_due');
    const changes = await eventually(async () => {
      const published = await changesOf(billing, userId);
      return published.some((change) => change.subscriptionStatus === 'unpaid')
        ? published
        : undefined;
    });
    expect(changes.map((change) => change.subscriptionStatus)).toEqual([
      'active',
      'past_due',
      'unpaid',
    ]);
  });

  it('gives no grace to a subscription never paid: a trial that ends without a card stops at once', async () => {
    // The paid flow's first subscription: a 7-day trial, no card confirmed.
    const viewer = member();
    const { body } = await queryBilling(billing, viewer, START, { plan: 'monthly' });
    expect(body.data.startSubscription.status).toBe('trialing');
    const [remote] = [...billing.double.subscriptions.values()].filter(
      (s) => s.metadata.userId === viewer.id,
    );
    // At its end Stripe invoices the plan, nothing pays it: past_due.
    billing.double.advanceClock(7 * 24 * 3600 + 60);
    expect(remote!.status).toBe('past_due');
    await deliverAll(billing, remote!.id);
    const account = await billing.dataSource
      .getRepository(BillingAccount)
      .findOneByOrFail({ userId: viewer.id });
    expect(account.accessStatus).toBe('unpaid');
    expect((await changesOf(billing, viewer.id)).map((c) => c.subscriptionStatus)).toEqual([
      'trialing',
      'unpaid',
    ]);
  });

  it("turns trial_will_end into billing's trial-ending event for identity's e-mail", async () => {
    const { userId, subscription } = await trialAtStripe(billing);
    billing.double.trialWillEnd(subscription.id);
    await deliverAll(billing, subscription.id);
    const [trial] = await changesOf(billing, userId, 'billing.subscription.trial_ending');
    expect(trial).toMatchObject({
      userId,
      stripeSubscriptionId: subscription.id,
      plan: 'monthly',
      amountCents: 1200,
      currency: 'usd',
      trialEnd: new Date(subscription.trial_end! * 1000).toISOString(),
    });
  });
});

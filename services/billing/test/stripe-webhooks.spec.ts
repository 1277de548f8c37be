import Stripe from 'stripe';
import { OutboxEvent, ProcessMetrics } from '@distill/platform';
import { BillingAccount } from '../src/members/billing-account.entity.js';
import { Subscription } from '../src/subscriptions/subscription.entity.js';
import { StripeEvent } from '../src/webhooks/stripe-event.entity.js';
import {
  allEventsProcessed,
  deliverEvent,
  eventsOfSubscription,
  trialAtStripe,
  deliverRaw,
  startBilling,
  WEBHOOK_SECRET,
  type BillingTestApp,
} from './billing-test-app.js';

type Json = Record<string, any>;

describe('Stripe webhooks', () => {
  let billing: BillingTestApp;

  beforeAll(async () => {
    billing = await startBilling('webhooks');
  });

  afterAll(async () => {
    await billing.close();
  });

  const subscriptionAtStripe = () => trialAtStripe(billing);
  const eventsOf = (subscriptionId: string) => eventsOfSubscription(billing, subscriptionId);
  const storedEvents = () => billing.dataSource.getRepository(StripeEvent).count();
  const allProcessed = () => allEventsProcessed(billing);

  describe('signatures', () => {
    let event: Json;

    beforeAll(async () => {
      const { subscription } = await subscriptionAtStripe();
      event = eventsOf(subscription.id)[0]!;
    });

    it('refuses a tampered body with 400 and stores nothing', async () => {
      const before = await storedEvents();
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      const tampered = payload.replace('"trialing"', '"active"');
      const { body } = await deliverRaw(billing, tampered, signature);
      expect(body.errors[0]).toMatchObject({
        message: 'Invalid Stripe signature',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await storedEvents()).toBe(before);
    });

    it('refuses a missing signature and one made with another secret', async () => {
      const before = await storedEvents();
      const missing = await deliverRaw(billing, JSON.stringify(event), '');
      expect(missing.body.errors[0]).toMatchObject({
        message: 'Missing Stripe-Signature header',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const other = await deliverEvent(billing, event, { secret: 'whsec_someone_else' });
      expect(other.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await storedEvents()).toBe(before);
    });

    it('refuses a stale timestamp (replay) even when correctly signed', async () => {
      const before = await storedEvents();
      const stale = await deliverEvent(billing, event, {
        timestamp: Math.floor(Date.now() / 1000) - 600,
      });
      expect(stale.body.errors[0]).toMatchObject({ message: 'Invalid Stripe signature' });
      expect(await storedEvents()).toBe(before);
    });

    it('refuses a body that is not an event', async () => {
      const payload = 'not json at all \u0000';
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      const { body } = await deliverRaw(billing, payload, signature);
      expect(body.errors[0]).toMatchObject({
        message: 'Invalid webhook payload',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });

  /** `customer.subscription.created` webhooks the process's metrics counted with `outcome`. */
  async function createdWebhooksCounted(outcome: string): Promise<number> {
    const { values } = await billing.app.get(ProcessMetrics).webhookEvents.get();
    const counted = values.find(
      (value) =>
        value.labels.type === 'customer.subscription.created' && value.labels.outcome === outcome,
    );
    return counted?.value ?? 0;
  }

  it('applies the same signed webhook delivered three times once', async () => {
    const { userId, subscription } = await subscriptionAtStripe();
    const created = eventsOf(subscription.id).find(
      (e) => e.type === 'customer.subscription.created',
    )!;
    const duplicatesBefore = await createdWebhooksCounted('duplicate');
    const processedBefore = await createdWebhooksCounted('processed');
    const receipts = [];
    for (let i = 0; i < 3; i += 1)
      receipts.push((await deliverEvent(billing, created)).body.data.receiveStripeWebhook);
    expect(receipts.map((r) => r.duplicate)).toEqual([false, true, true]);
    await allProcessed();
    const changes = await billing.dataSource
      .getRepository(OutboxEvent)
      .createQueryBuilder('event')
      .where(`event.envelope -> 'payload' ->> 'userId' = :userId`, { userId })
      .getMany();
    expect(changes.map((c) => c.envelope.payload)).toEqual([
      expect.objectContaining({ subscriptionStatus: 'trialing', version: 1 }),
    ]);
    expect(await billing.dataSource.getRepository(Subscription).countBy({ userId })).toBe(1);
    // The metrics count what happened to it: applied once, refused twice as a repeat.
    expect((await createdWebhooksCounted('duplicate')) - duplicatesBefore).toBe(2);
    expect((await createdWebhooksCounted('processed')) - processedBefore).toBe(1);
  });

  it('turns 1,000 distinct events, each delivered 3 times concurrently, into exactly 1,000 effects', async () => {
    const members = [];
    for (let i = 0; i < 1000; i += 25) {
      members.push(
        ...(await Promise.all(Array.from({ length: 25 }, () => subscriptionAtStripe()))),
      );
    }
    const events = members.map(({ subscription }) =>
      eventsOf(subscription.id).find((e) => e.type === 'customer.subscription.created')!,
    );
    const retrievalsBefore = billing.double.requests.filter(
      (r) => r.method === 'GET' && r.path.startsWith('/v1/subscriptions/'),
    ).length;
    for (let i = 0; i < events.length; i += 100) {
      const batch = events.slice(i, i + 100).flatMap((event) => [event, event, event]);
      const results = await Promise.all(batch.map((event) => deliverEvent(billing, event)));
      for (const { body } of results) expect(body.errors).toBeUndefined();
    }
    await allProcessed();
    const userIds = members.map((m) => m.userId);
    const stored = await billing.dataSource
      .getRepository(StripeEvent)
      .createQueryBuilder('event')
      .where('event.id IN (:...ids)', { ids: events.map((e) => e.id) })
      .getCount();
    expect(stored).toBe(1000);
    const subscriptions = await billing.dataSource
      .getRepository(Subscription)
      .createQueryBuilder('s')
      .where('s.userId IN (:...userIds)', { userIds })
      .getCount();
    expect(subscriptions).toBe(1000);
    const changes = await billing.dataSource
      .getRepository(OutboxEvent)
      .createQueryBuilder('event')
      .where(`event.envelope -> 'payload' ->> 'userId' IN (:...userIds)`, { userIds })
      .getCount();
    expect(changes).toBe(1000);
    const retrievals =
      billing.double.requests.filter(
        (r) => r.method === 'GET' && r.path.startsWith('/v1/subscriptions/'),
      ).length - retrievalsBefore;
    expect(retrievals).toBe(1000);
  }, 240_000);

  it('reaches the same final entitlement for every order of a subscription’s events', async () => {
    const permutations = <T>(items: T[]): T[][] =>
      items.length <= 1
        ? [items]
        : items.flatMap((item, i) =>
            permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [
              item,
              ...rest,
            ]),
          );
    const orders = permutations([0, 1, 2, 3]);
    const finals = [];
    for (const order of orders) {
      const { userId, subscription } = await subscriptionAtStripe();
      const [{ id: setupIntent }] = [
        { id: String(billing.double.subscriptions.get(subscription.id)!.pendingSetupIntent) },
      ];
      await billing.stripe.setupIntents.confirm(setupIntent, { payment_method: 'pm_card_visa' });
      billing.double.failRenewal(subscription.id);
      // created, invoice.paid (trial), updated (card saved), invoice.payment_failed, updated (past_due)
      const events = eventsOf(subscription.id);
      const chosen = [events[0]!, events[2]!, events[3]!, events[4]!];
      for (const index of order) await deliverEvent(billing, chosen[index]!);
      finals.push(userId);
    }
    await allProcessed();
    const accounts = await billing.dataSource
      .getRepository(BillingAccount)
      .createQueryBuilder('a')
      .where('a.userId IN (:...finals)', { finals })
      .getMany();
    expect(accounts).toHaveLength(orders.length);
    // The trial's first charge failed: never paid for, so past_due grants no grace (unpaid).
    expect(new Set(accounts.map((a) => `${a.accessStatus}/${a.accessType}`))).toEqual(
      new Set(['unpaid/monthly']),
    );
  }, 120_000);
});

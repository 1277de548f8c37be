import { randomUUID } from 'node:crypto';
import { BillingEvents, IdentityEvents } from '@distill/contracts';
import { InboxEventServer, OutboxEvent } from '@distill/platform';
import { eventEnvelope } from '@distill/platform/testing';
import { EmailPreview } from '../src/email/email-preview.entity.js';
import { User } from '../src/users/user.entity.js';
import { UsersService } from '../src/users/users.service.js';
import { startIdentity, type IdentityTestApp } from './identity-test-app.js';

/** Billing's events delivered through identity's real inbox, as the transport delivers them. */
describe("identity applies billing's events", () => {
  let identity: IdentityTestApp;
  let inbox: InboxEventServer;

  beforeAll(async () => {
    identity = await startIdentity();
    inbox = identity.app.get(InboxEventServer);
  });
  afterAll(() => identity.close());

  async function newMember(): Promise<User> {
    return identity.dataSource.transaction((manager) =>
      identity.app.get(UsersService).create(manager, { email: `m-${randomUUID()}@example.com` }),
    );
  }

  const changed = (userId: string, version: number, status: 'trialing' | 'active' | 'canceled') =>
    eventEnvelope(BillingEvents.SubscriptionChanged, {
      userId,
      version,
      subscriptionStatus: status,
      subscriptionType: 'monthly',
      stripeCustomerId: 'cus_123',
      stripeSubscriptionId: 'sub_123',
    });

  it('sets the subscription fields and publishes identity.user.updated, once per event', async () => {
    const user = await newMember();
    const event = changed(user.id, 1, 'trialing');
    expect(await inbox.deliver(event)).toBe(true);
    expect(await inbox.deliver(event)).toBe(false);
    const stored = await identity.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionType: 'monthly',
      stripeCustomerId: 'cus_123',
      stripeSubscriptionId: 'sub_123',
      billingVersion: 1,
    });
    const updates = await identity.dataSource
      .getRepository(OutboxEvent)
      .createQueryBuilder('event')
      .where('event.type = :type', { type: IdentityEvents.UserUpdated })
      .andWhere(`event.envelope -> 'payload' ->> 'userId' = :userId`, { userId: user.id })
      .getMany();
    expect(updates.map((update) => update.envelope.payload)).toEqual([
      expect.objectContaining({ subscriptionStatus: 'trialing', subscriptionType: 'monthly' }),
    ]);
  });

  it('keeps the newest change when events arrive out of order', async () => {
    const user = await newMember();
    await inbox.deliver(changed(user.id, 2, 'canceled'));
    await inbox.deliver(changed(user.id, 1, 'active'));
    const stored = await identity.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored).toMatchObject({ subscriptionStatus: 'canceled', billingVersion: 2 });
  });

  it('refuses a subscription status outside the closed set in the database', async () => {
    const user = await newMember();
    await expect(
      identity.dataSource.query(
        `UPDATE user_account SET subscription_status = 'premium' WHERE id = $1`,
        [user.id],
      ),
    ).rejects.toThrow(/user_account_subscription_status_check/);
  });

  it('e-mails the member three days before the first charge, once per trial', async () => {
    const user = await newMember();
    const trialEnd = new Date(Date.UTC(2026, 11, 1, 12)).toISOString();
    const trial = eventEnvelope(BillingEvents.SubscriptionTrialEnding, {
      userId: user.id,
      stripeSubscriptionId: 'sub_trial',
      status: 'trialing',
      trialEnd,
      plan: 'monthly',
      amountCents: 1200,
      currency: 'usd',
    });
    await inbox.deliver(trial);
    await inbox.deliver(trial);
    const previews = await identity.dataSource
      .getRepository(EmailPreview)
      .findBy({ recipient: user.email });
    expect(previews).toHaveLength(1);
    expect(previews[0]!.subject).toBe('Your Distill Premium trial ends in 3 days');
    expect(previews[0]!.textBody).toContain('December 1, 2026');
    expect(previews[0]!.textBody).toContain('$12.00 per month');
    expect(previews[0]!.textBody).toContain('https://distill.example/dashboard');
  });

  it('tells a member trialing without a card that Premium stops unless they add one', async () => {
    const trialEnd = new Date(Date.UTC(2026, 11, 2, 9)).toISOString();
    const cases = [
      { stripeSubscriptionId: 'sub_cardless', paymentMethodOnFile: false },
      // A trial billing granted itself (no Stripe settings): the same words.
      { stripeSubscriptionId: null, paymentMethodOnFile: false },
    ];
    for (const { stripeSubscriptionId, paymentMethodOnFile } of cases) {
      const user = await newMember();
      await inbox.deliver(
        eventEnvelope(BillingEvents.SubscriptionTrialEnding, {
          userId: user.id,
          stripeSubscriptionId,
          status: 'trialing',
          trialEnd,
          plan: 'monthly',
          amountCents: 1200,
          currency: 'usd',
          paymentMethodOnFile,
        }),
      );
      const [preview, ...more] = await identity.dataSource
        .getRepository(EmailPreview)
        .findBy({ recipient: user.email });
      expect(more).toHaveLength(0);
      expect(preview!.subject).toBe('Your Distill Premium trial ends in 3 days');
      expect(preview!.textBody).toContain('Your Distill Premium trial ends on December 2, 2026.');
      expect(preview!.textBody).toContain('Premium stops then unless you add a card.');
      expect(preview!.textBody).toContain('Nothing is charged today');
      expect(preview!.textBody).toContain('https://distill.example/subscribe');
      expect(preview!.textBody).not.toContain('nothing to do if you want to keep reading');
      expect(preview!.htmlBody).toContain('href="https://distill.example/subscribe"');
    }
  });

  it('tells a member with a card on file that the trial converts to the paid plan', async () => {
    const user = await newMember();
    await inbox.deliver(
      eventEnvelope(BillingEvents.SubscriptionTrialEnding, {
        userId: user.id,
        stripeSubscriptionId: 'sub_with_card',
        status: 'trialing',
        trialEnd: new Date(Date.UTC(2026, 11, 2, 9)).toISOString(),
        plan: 'monthly',
        amountCents: 1200,
        currency: 'usd',
        paymentMethodOnFile: true,
      }),
    );
    const [preview] = await identity.dataSource
      .getRepository(EmailPreview)
      .findBy({ recipient: user.email });
    expect(preview!.textBody).toContain(
      'From then on your plan costs $12.00 per month; nothing to do if you want to keep reading.',
    );
    expect(preview!.textBody).not.toContain('unless you add a card');
  });
});

import { randomUUID } from 'node:crypto';
import type { MemberViewer } from '@distill/contracts';
import { OutboxEvent } from '@distill/platform';
import { TestClock } from '@distill/platform/testing';
import { BillingAccount } from '../src/members/billing-account.entity.js';
import { BillingJobs } from '../src/webhooks/billing-jobs.js';
import { member, queryBilling, startBilling, type BillingTestApp } from './billing-test-app.js';

const DAY_MS = 24 * 3600 * 1000;
const GRANT = `mutation ($userId: ID!, $days: Int) {
  grantComplimentaryPremium(userId: $userId, days: $days) { subscriptionStatus subscriptionType }
}`;
const REVOKE = `mutation ($userId: ID!) { revokeComplimentaryPremium(userId: $userId) { subscriptionStatus subscriptionType } }`;
const GRANTS = `query ($userIds: [ID!]!) { complimentaryGrants(userIds: $userIds) { userId endsAt } }`;
const admin = member({ role: 'admin' });

/** The access billing published for a member, oldest first, as `status/version`. */
async function published(billing: BillingTestApp, userId: string): Promise<string[]> {
  const events = await billing.dataSource
    .getRepository(OutboxEvent)
    .createQueryBuilder('event')
    .where(`event.type = 'billing.subscription.changed'`)
    .andWhere(`event.envelope -> 'payload' ->> 'userId' = :userId`, { userId })
    .orderBy('event.createdAt', 'ASC')
    .getMany();
  return events.map((event) => {
    const payload = event.envelope.payload as { subscriptionStatus: string; version: number };
    return `${payload.subscriptionStatus}/${payload.version}`;
  });
}

describe('complimentary Premium', () => {
  const clock = new TestClock();
  let billing: BillingTestApp;

  beforeAll(async () => {
    billing = await startBilling('complimentary', {}, clock);
  });
  afterAll(() => billing.close());

  it('is granted and revoked by admins, recorded in billing without calling Stripe', async () => {
    const userId = randomUUID();
    const requestsBefore = billing.double.requests.length;
    const granted = await queryBilling(billing, admin, GRANT, { userId });
    expect(granted.body.data.grantComplimentaryPremium).toEqual({
      subscriptionStatus: 'active',
      subscriptionType: 'complimentary',
    });
    await queryBilling(billing, admin, GRANT, { userId });
    const revoked = await queryBilling(billing, admin, REVOKE, { userId });
    expect(revoked.body.data.revokeComplimentaryPremium).toEqual({
      subscriptionStatus: 'free',
      subscriptionType: 'free',
    });
    expect(await published(billing, userId)).toEqual(['active/1', 'free/2']);
    expect(billing.double.requests.length).toBe(requestsBefore);
  });

  it('ends a grant of 30 days by itself on its date, and says the date to admins', async () => {
    const userId = randomUUID();
    const grantedAt = clock.now().getTime();
    await queryBilling(billing, admin, GRANT, { userId, days: 30 });
    const { body } = await queryBilling(billing, admin, GRANTS, { userIds: [userId] });
    const [grant] = body.data.complimentaryGrants;
    expect(grant.userId).toBe(userId);
    const endsAt = new Date(grant.endsAt).getTime();
    expect(endsAt - grantedAt).toBeGreaterThanOrEqual(30 * DAY_MS);
    expect(endsAt - grantedAt).toBeLessThan(30 * DAY_MS + 60_000);

    // A day before its end the sweep leaves it; after its end the sweep (as the job would) ends it.
    clock.advance(29 * DAY_MS);
    await billing.app.get(BillingJobs).sweep();
    expect(await published(billing, userId)).toEqual(['active/1']);
    clock.advance(DAY_MS + 60_000);
    await billing.app.get(BillingJobs).sweep();
    expect(await published(billing, userId)).toEqual(['active/1', 'free/2']);
    const account = await billing.dataSource
      .getRepository(BillingAccount)
      .findOneByOrFail({ userId });
    expect(account.accessType).toBe('free');
  });

  it('sets a new end with a second grant, and no end when none is given', async () => {
    const userId = randomUUID();
    await queryBilling(billing, admin, GRANT, { userId, days: 7 });
    await queryBilling(billing, admin, GRANT, { userId });
    const { body } = await queryBilling(billing, admin, GRANTS, { userIds: [userId] });
    expect(body.data.complimentaryGrants).toEqual([{ userId, endsAt: null }]);
    clock.advance(8 * DAY_MS);
    await billing.app.get(BillingJobs).sweep();
    expect(await published(billing, userId)).toEqual(['active/1']);
  });

  const refusals: Array<[string, MemberViewer, Record<string, unknown>, string, string]> = [
    ['members', member(), {}, 'FORBIDDEN', 'Admin access required'],
    ['a malformed id', admin, { userId: 'not-a-uuid' }, 'BAD_USER_INPUT', 'Invalid user id'],
    ...[0, -3, 3651].map(
      (days): [string, MemberViewer, Record<string, unknown>, string, string] => [
        `${days} days`,
        admin,
        { days },
        'BAD_USER_INPUT',
        'days must be a whole number from 1 to 3650, or left out for no end',
      ],
    ),
  ];

  it.each(refusals)(
    'is refused to %s, nothing recorded',
    async (_label, viewer, given, code, message) => {
      const variables = { userId: randomUUID(), ...given };
      const { body } = await queryBilling(billing, viewer, GRANT, variables);
      expect(body.errors[0]).toMatchObject({ message, extensions: { code } });
      expect(await published(billing, String(variables.userId))).toEqual([]);
    },
  );

  it("answers members' grants to admins only, a page at a time", async () => {
    const forbidden = await queryBilling(billing, member(), GRANTS, { userIds: [randomUUID()] });
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const tooMany = Array.from({ length: 201 }, () => randomUUID());
    const refused = await queryBilling(billing, admin, GRANTS, { userIds: tooMany });
    expect(refused.body.errors[0].message).toBe('Ask for at most 200 users at once');
  });
});

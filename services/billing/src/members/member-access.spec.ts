import {
  hasPremiumEntitlement,
  publishedStatusOf,
  STATUS_GRANTS_PREMIUM,
  SUBSCRIPTION_STATUSES,
  type StripeSubscriptionStatus,
  type SubscriptionStatus,
} from '@distill/contracts';
import {
  memberAccessOf,
  nextAccessChangeAt,
  pastDueGraceMsOf,
  type SubscriptionFacts,
} from './member-access.js';

const DAY = 24 * 3600 * 1000;
const GRACE = 3 * DAY;
const now = new Date('2026-11-22T12:00:00Z');

describe('entitlement over every subscription status', () => {
  const table: Array<[SubscriptionStatus, boolean]> = [
    ['free', false],
    ['trialing', true],
    ['active', true],
    ['past_due', true],
    ['incomplete', false],
    ['incomplete_expired', false],
    ['unpaid', false],
    ['canceled', false],
    ['paused', false],
  ];

  it('covers every status once', () => {
    expect(table.map(([status]) => status).sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
  });

  it.each(table)('%s grants Premium: %s', (status, grants) => {
    expect(STATUS_GRANTS_PREMIUM[status]).toBe(grants);
    const viewer = { kind: 'member' as const, role: 'user' as const, subscriptionStatus: status };
    expect(hasPremiumEntitlement(viewer)).toBe(grants);
    expect(hasPremiumEntitlement({ ...viewer, role: 'admin' })).toBe(true);
  });

  it('never grants an anonymous visitor', () => {
    expect(hasPremiumEntitlement({ kind: 'anonymous' })).toBe(false);
  });
});

describe('the status billing publishes', () => {
  const stripeStatuses = SUBSCRIPTION_STATUSES.filter(
    (s) => s !== 'free',
  ) as StripeSubscriptionStatus[];

  it.each(stripeStatuses.filter((s) => s !== 'past_due'))('%s is published as it is', (status) => {
    expect(publishedStatusOf(status, null, now, GRACE)).toBe(status);
  });

  it.each([
    [0, 'past_due'],
    [2.9 * DAY, 'past_due'],
    [3 * DAY, 'unpaid'],
    [10 * DAY, 'unpaid'],
  ] as const)('past_due for %d ms reads %s (grace 3 days)', (elapsed, expected) => {
    expect(publishedStatusOf('past_due', new Date(now.getTime() - elapsed), now, GRACE)).toBe(
      expected,
    );
  });

  it('has a configurable grace', () => {
    const since = new Date(now.getTime() - 2 * DAY);
    expect(publishedStatusOf('past_due', since, now, 1 * DAY)).toBe('unpaid');
    expect(publishedStatusOf('past_due', since, now, 5 * DAY)).toBe('past_due');
  });
});

describe("a member's access from all their subscriptions", () => {
  const sub = (
    id: string,
    status: StripeSubscriptionStatus,
    createdDaysAgo: number,
    extra: Partial<SubscriptionFacts> = {},
  ): SubscriptionFacts => ({
    stripeSubscriptionId: id,
    status,
    plan: 'monthly',
    pastDueSince: null,
    stripeCreatedAt: new Date(now.getTime() - createdDaysAgo * DAY),
    hasPaidInvoice: true,
    ...extra,
  });

  it('is free with no subscription, or only checkouts that never completed', () => {
    expect(memberAccessOf([], null, now, GRACE).subscriptionStatus).toBe('free');
    expect(
      memberAccessOf(
        [sub('a', 'incomplete', 1), sub('b', 'incomplete_expired', 2)],
        null,
        now,
        GRACE,
      ),
    ).toEqual({ subscriptionStatus: 'free', subscriptionType: 'free', stripeSubscriptionId: null });
  });

  it('prefers a granting subscription over a newer lapsed one', () => {
    const access = memberAccessOf(
      [sub('old', 'active', 30, { plan: 'annual' }), sub('new', 'canceled', 1)],
      null,
      now,
      GRACE,
    );
    expect(access).toEqual({
      subscriptionStatus: 'active',
      subscriptionType: 'annual',
      stripeSubscriptionId: 'old',
    });
  });

  it('reports the newest lapsed subscription when none grants', () => {
    expect(
      memberAccessOf([sub('a', 'canceled', 30), sub('b', 'unpaid', 3)], null, now, GRACE),
    ).toMatchObject({
      subscriptionStatus: 'unpaid',
      stripeSubscriptionId: 'b',
    });
  });

  it('lets a complimentary grant win', () => {
    expect(memberAccessOf([sub('a', 'canceled', 3)], { endsAt: null }, now, GRACE)).toEqual({
      subscriptionStatus: 'active',
      subscriptionType: 'complimentary',
      stripeSubscriptionId: null,
    });
  });

  it('ends a complimentary grant on its date by itself, and says when', () => {
    const endsAt = new Date(now.getTime() + 30 * DAY);
    const grant = { endsAt };
    const lapsed = [sub('a', 'canceled', 3)];
    expect(memberAccessOf(lapsed, grant, now, GRACE).subscriptionType).toBe('complimentary');
    expect(nextAccessChangeAt(lapsed, now, GRACE, null, grant)).toEqual(endsAt);
    expect(memberAccessOf(lapsed, grant, endsAt, GRACE)).toMatchObject({
      subscriptionStatus: 'canceled',
      stripeSubscriptionId: 'a',
    });
    expect(nextAccessChangeAt(lapsed, endsAt, GRACE, null, grant)).toBeNull();
    expect(nextAccessChangeAt(lapsed, now, GRACE, null, { endsAt: null })).toBeNull();
  });

  it('ends a past_due grace by itself, and says when', () => {
    const since = new Date(now.getTime() - 1 * DAY);
    const facts = [sub('a', 'past_due', 40, { pastDueSince: since })];
    expect(memberAccessOf(facts, null, now, GRACE).subscriptionStatus).toBe('past_due');
    expect(nextAccessChangeAt(facts, now, GRACE)).toEqual(new Date(since.getTime() + GRACE));
    const later = new Date(since.getTime() + GRACE);
    expect(memberAccessOf(facts, null, later, GRACE).subscriptionStatus).toBe('unpaid');
    expect(nextAccessChangeAt(facts, later, GRACE)).toBeNull();
  });

  describe('the past_due grace, only for a subscription paid for once', () => {
    it.each([
      // [paid invoice before, past_due for, published, grace]
      [true, 0, 'past_due', GRACE],
      [true, 2.9 * DAY, 'past_due', GRACE],
      [true, 3 * DAY, 'unpaid', GRACE],
      // A trial that ended without a card: its first invoice failed, nothing was ever paid.
      [false, 0, 'unpaid', 0],
      [false, 2.9 * DAY, 'unpaid', 0],
    ] as const)(
      'paid before: %s, past_due for %d ms: %s',
      (hasPaidInvoice, elapsed, expected, grace) => {
        const facts = [
          sub('a', 'past_due', 10, {
            hasPaidInvoice,
            pastDueSince: new Date(now.getTime() - elapsed),
          }),
        ];
        expect(pastDueGraceMsOf(facts[0]!, GRACE)).toBe(grace);
        expect(memberAccessOf(facts, null, now, GRACE).subscriptionStatus).toBe(expected);
      },
    );

    it('schedules no grace end for a subscription never paid', () => {
      const facts = [sub('a', 'past_due', 10, { hasPaidInvoice: false, pastDueSince: now })];
      expect(nextAccessChangeAt(facts, now, GRACE)).toBeNull();
    });
  });
});

describe('a trial billing granted (no Stripe settings)', () => {
  const endsAt = new Date(now.getTime() + 5 * DAY);
  const trial = { endsAt };

  it('reads trialing until its end, then canceled, and says when it changes', () => {
    expect(memberAccessOf([], null, now, GRACE, trial)).toEqual({
      subscriptionStatus: 'trialing',
      subscriptionType: 'free',
      stripeSubscriptionId: null,
    });
    expect(nextAccessChangeAt([], now, GRACE, trial)).toEqual(endsAt);
    expect(memberAccessOf([], null, endsAt, GRACE, trial).subscriptionStatus).toBe('canceled');
    expect(nextAccessChangeAt([], endsAt, GRACE, trial)).toBeNull();
  });

  it('yields to a paid subscription and to a grant', () => {
    const paid: SubscriptionFacts = {
      stripeSubscriptionId: 'a',
      status: 'active',
      plan: 'annual',
      pastDueSince: null,
      stripeCreatedAt: now,
      hasPaidInvoice: true,
    };
    expect(memberAccessOf([paid], null, now, GRACE, trial).subscriptionStatus).toBe('active');
    expect(memberAccessOf([], { endsAt: null }, now, GRACE, trial).subscriptionType).toBe(
      'complimentary',
    );
  });
});

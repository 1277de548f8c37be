import { ANONYMOUS_VIEWER, type MemberViewer, type Viewer } from '@distill/contracts';
import { OutboxEvent } from '@distill/platform';
import { createMember } from '@distill/platform/testing';
import { FreePicks } from '../src/free-picks/free-picks.service.js';
import {
  type CatalogTestApp,
  createSummary,
  querySubgraph,
  startCatalog,
  viewers,
} from '../src/testing/index.js';
import { useCatalog } from './catalog-fixture.js';

const catalog = useCatalog('free_picks', { emptyBeforeEach: true });
const ZONE = 'Europe/Berlin';

const USE = `mutation($id: ID!, $zone: String!) {
  useFreePick(summaryId: $id, timeZone: $zone) {
    created left pick { summaryId title unlockedUntil }
  }
}`;
const MONTH = `query($zone: String!) {
  freePicks(timeZone: $zone) { month limit used left offered nextPicksAt summaries { summaryId unlockedUntil } }
}`;
const READ = `query($id: ID!) {
  summary(id: $id) { hasFullAccess content sections { content isLocked } }
}`;

function useFreePick(app: CatalogTestApp, viewer: Viewer, id: string, zone = ZONE) {
  return querySubgraph(app, viewer, USE, { id, zone });
}

async function read(viewer: Viewer, id: string) {
  const { body } = await querySubgraph(catalog, viewer, READ, { id });
  return body.data.summary as {
    hasFullAccess: boolean;
    content: string;
    sections: Array<{ content: string | null; isLocked: boolean }>;
  };
}

const premium = () => createSummary(catalog, { isPremium: true });

describe('free picks', () => {
  it('unlocks a premium summary in full for that member only', async () => {
    const summary = await premium();
    const member = createMember();
    const other = createMember();
    expect((await read(member, summary.id)).hasFullAccess).toBe(false);

    const { body } = await useFreePick(catalog, member, summary.id);
    expect(body.errors).toBeUndefined();
    expect(body.data.useFreePick).toMatchObject({
      created: true,
      left: 2,
      pick: { summaryId: summary.id, title: summary.title },
    });

    const unlocked = await read(member, summary.id);
    expect(unlocked.hasFullAccess).toBe(true);
    expect(unlocked.content).toContain('full content only');
    expect(unlocked.sections).toHaveLength(3);
    for (const section of unlocked.sections) {
      expect(section.isLocked).toBe(false);
      expect(section.content).toContain('full text only');
    }
    for (const viewer of [other, ANONYMOUS_VIEWER]) {
      const locked = await read(viewer, summary.id);
      expect(locked.hasFullAccess).toBe(false);
      expect(locked.content).not.toContain('full content only');
      expect(locked.sections.every((section) => section.content === null)).toBe(true);
    }
    // Lists and references carry the same answer for the member.
    const { body: page } = await querySubgraph(
      catalog,
      member,
      `{ summaryPage { items { id hasFullAccess } } }`,
    );
    expect(page.data.summaryPage.items).toEqual([{ id: summary.id, hasFullAccess: true }]);
  });

  it('is idempotent within the month and records one event', async () => {
    const summary = await premium();
    const member = createMember();
    await useFreePick(catalog, member, summary.id);
    const { body } = await useFreePick(catalog, member, summary.id);
    expect(body.data.useFreePick).toMatchObject({ created: false, left: 2 });

    const events = await catalog.dataSource.getRepository(OutboxEvent).findBy({
      type: 'catalog.free-pick.used',
    });
    expect(events.map((event) => event.envelope.payload)).toEqual([
      {
        memberId: member.id,
        summaryId: summary.id,
        expiresAt: body.data.useFreePick.pick.unlockedUntil,
      },
    ]);
  });

  it('gives three picks a month, then says when the next ones come', async () => {
    const member = createMember();
    const summaries = [await premium(), await premium(), await premium(), await premium()];
    for (const summary of summaries.slice(0, 3)) {
      expect((await useFreePick(catalog, member, summary.id)).body.errors).toBeUndefined();
    }
    const { body } = await useFreePick(catalog, member, summaries[3]!.id);
    const { body: month } = await querySubgraph(catalog, member, MONTH, { zone: ZONE });
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'No free picks left this month',
        extensions: expect.objectContaining({
          code: 'CONFLICT',
          nextPicksAt: month.data.freePicks.nextPicksAt,
        }),
      }),
    ]);
    expect(month.data.freePicks).toMatchObject({ limit: 3, used: 3, left: 0, offered: true });
    expect(
      month.data.freePicks.summaries.map((pick: { summaryId: string }) => pick.summaryId).sort(),
    ).toEqual(
      summaries
        .slice(0, 3)
        .map((summary) => summary.id)
        .sort(),
    );
    expect((await read(member, summaries[3]!.id)).hasFullAccess).toBe(false);
  });

  it('lets exactly one of two concurrent picks take the last one', async () => {
    const member = createMember();
    const [first, second, a, b] = [
      await premium(),
      await premium(),
      await premium(),
      await premium(),
    ];
    await useFreePick(catalog, member, first.id);
    await useFreePick(catalog, member, second.id);

    const answers = await Promise.all([
      useFreePick(catalog, member, a.id),
      useFreePick(catalog, member, b.id),
    ]);
    const succeeded = answers.filter((answer) => !answer.body.errors);
    const refused = answers.filter((answer) => answer.body.errors);
    expect(succeeded).toHaveLength(1);
    expect(refused[0]!.body.errors[0].message).toBe('No free picks left this month');
    const { body } = await querySubgraph(catalog, member, MONTH, { zone: ZONE });
    expect(body.data.freePicks).toMatchObject({ used: 3, left: 0 });
  });

  // A pick at 23:30 local time on the month's last day, that zone's next local midnight (the
  // month's end) and the local midnight ending the pick's 30th day (when it locks).
  it.each([
    [
      'Europe/Berlin',
      'winter time',
      '2026-11-30T22:30:00Z',
      '2026-11-30T23:00:00Z',
      '2026-12-29T23:00:00Z',
      'December',
    ],
    // Summer time began on 29 March (+1 -> +2): the month ends at +2.
    [
      'Europe/Berlin',
      'spring forward',
      '2026-03-31T21:30:00Z',
      '2026-03-31T22:00:00Z',
      '2026-04-29T22:00:00Z',
      'April',
    ],
    // Summer time ends on 25 October (+2 -> +1): the month ends at +1.
    [
      'Europe/Berlin',
      'fall back',
      '2026-10-31T22:30:00Z',
      '2026-10-31T23:00:00Z',
      '2026-11-29T23:00:00Z',
      'November',
    ],
    [
      'America/New_York',
      'spring forward',
      '2026-04-01T03:30:00Z',
      '2026-04-01T04:00:00Z',
      '2026-04-30T04:00:00Z',
      'April',
    ],
    // Daylight time ends at 02:00 on 1 November: the month still ends at -4, the pick at -5.
    [
      'America/New_York',
      'fall back',
      '2026-11-01T03:30:00Z',
      '2026-11-01T04:00:00Z',
      '2026-11-30T05:00:00Z',
      'November',
    ],
    // The southern hemisphere: daylight time ended on 5 April (+13 -> +12).
    [
      'Pacific/Auckland',
      'fall back',
      '2026-04-30T11:30:00Z',
      '2026-04-30T12:00:00Z',
      '2026-05-29T12:00:00Z',
      'May',
    ],
    [
      'Asia/Kolkata',
      'a new year',
      '2026-12-31T18:00:00Z',
      '2026-12-31T18:30:00Z',
      '2027-01-29T18:30:00Z',
      'January',
    ],
  ])(
    'in %s (%s), a pick at 23:30 on the last day stays open 30 days; the count restarts at local midnight',
    async (zone, _change, lastEvening, localMidnight, locksAt, nextMonth) => {
      const picks = catalog.app.get(FreePicks);
      const member = createMember();
      const [summary, next] = [await premium(), await premium()];
      const midnight = new Date(localMidnight);
      const locked = new Date(locksAt);
      const used = await picks.use(member, summary.id, zone, new Date(lastEvening));
      expect(used.pick.unlockedUntil).toEqual(locked);
      expect(await picks.unlockedFor(member, new Date(locked.getTime() - 1))).toEqual(
        new Set([summary.id]),
      );
      expect(await picks.unlockedFor(member, locked)).toEqual(new Set());

      expect(await picks.ofMember(member, zone, midnight)).toMatchObject({
        month: nextMonth,
        used: 0,
        left: 3,
        summaries: [{ summaryId: summary.id, unlockedUntil: locked }],
      });
      await picks.use(member, next.id, zone, midnight);
      expect((await picks.ofMember(member, zone, midnight)).used).toBe(1);
    },
  );

  describe('the month a pick counts in (issue 40 item 7)', () => {
    // 10:30 UTC on 30 November: already 1 December in Pacific/Kiritimati (+14), still
    // 29 November in Pacific/Niue (-11). Niue's November ends at 11:00 UTC on 1 December.
    const MONTH_END = new Date('2026-11-30T10:30:00Z');
    const NIUE_DECEMBER = new Date('2026-12-01T11:00:00Z');
    const HOUR_MS = 3600 * 1000;
    const hoursBefore = (hours: number) => new Date(MONTH_END.getTime() - hours * HOUR_MS);

    it('is the zone the member picked in first: another zone named within 24 hours is not used', async () => {
      const picks = catalog.app.get(FreePicks);
      const member = createMember();
      const [a, b, c] = [await premium(), await premium(), await premium()];
      await picks.use(member, a.id, 'Pacific/Niue', hoursBefore(2));
      await picks.use(member, b.id, 'Pacific/Niue', hoursBefore(1));

      const third = await picks.use(member, c.id, 'Pacific/Kiritimati', MONTH_END);
      expect(third).toMatchObject({ created: true, left: 0 });
      // Picked on 29 November in Niue: open until midnight ending 28 December there.
      expect(third.pick.unlockedUntil).toEqual(new Date('2026-12-29T11:00:00Z'));
      expect(await picks.ofMember(member, 'Pacific/Kiritimati', MONTH_END)).toMatchObject({
        month: 'November',
        used: 3,
        left: 0,
        nextPicksAt: NIUE_DECEMBER,
      });
      // Naming no zone reads the stored one too.
      expect(await picks.ofMember(member, null, MONTH_END)).toMatchObject({ month: 'November' });
    });

    it("takes a new zone a day after the last change, with that zone's month", async () => {
      const picks = catalog.app.get(FreePicks);
      const member = createMember();
      const [a, b, c, d] = [await premium(), await premium(), await premium(), await premium()];
      for (const summary of [a, b, c]) {
        await picks.use(member, summary.id, 'Pacific/Niue', hoursBefore(25));
      }
      // A day later Kiritimati is taken: its December has begun, with December's picks, while
      // Niue's November picks stay open.
      expect(await picks.ofMember(member, 'Pacific/Kiritimati', MONTH_END)).toMatchObject({
        month: 'December',
        used: 0,
        left: 3,
      });
      expect(await picks.use(member, d.id, 'Pacific/Kiritimati', MONTH_END)).toMatchObject({
        created: true,
        left: 2,
        pick: { unlockedUntil: new Date('2026-12-30T10:00:00Z') },
      });
      expect(await picks.unlockedFor(member, MONTH_END)).toEqual(new Set([a.id, b.id, c.id, d.id]));
    });
  });

  describe('30 days a pick (issue 42 item 9)', () => {
    it('keeps a summary open for 30 days from the day of the pick, across the month', async () => {
      const picks = catalog.app.get(FreePicks);
      const member = createMember();
      const summary = await premium();
      // 28 November in Berlin: open through 27 December, locked from midnight starting the 28th.
      const picked = await picks.use(member, summary.id, ZONE, new Date('2026-11-28T15:00:00Z'));
      const locksAt = new Date('2026-12-27T23:00:00Z');
      expect(picked.pick.unlockedUntil).toEqual(locksAt);
      expect(await picks.unlockedFor(member, new Date(locksAt.getTime() - 1))).toEqual(
        new Set([summary.id]),
      );
      expect(await picks.unlockedFor(member, locksAt)).toEqual(new Set());
      // December counts its own picks, November's still open.
      expect(await picks.ofMember(member, ZONE, new Date('2026-12-02T12:00:00Z'))).toMatchObject({
        month: 'December',
        used: 0,
        left: 3,
        summaries: [{ summaryId: summary.id, unlockedUntil: locksAt }],
      });
    });

    it('says before a pick when it would lock, and lets a summary be picked again once it has', async () => {
      const picks = catalog.app.get(FreePicks);
      const member = createMember();
      const summary = await premium();
      const firstOfJanuary = new Date('2027-01-01T09:00:00Z');
      const offer = await picks.ofMember(member, 'UTC', firstOfJanuary);
      expect(offer).toMatchObject({
        openDays: 30,
        newPickUnlockedUntil: new Date('2027-01-31T00:00:00Z'),
      });
      const first = await picks.use(member, summary.id, 'UTC', firstOfJanuary);
      expect(first.pick.unlockedUntil).toEqual(offer.newPickUnlockedUntil);
      // 31 January: the pick has run out within its own month; picking it again is a new pick.
      const again = await picks.use(member, summary.id, 'UTC', new Date('2027-01-31T09:00:00Z'));
      expect(again).toMatchObject({
        created: true,
        left: 1,
        pick: { unlockedUntil: new Date('2027-03-02T00:00:00Z') },
      });
    });
  });

  it('keeps a pick working after Premium ends until it locks, and offers none while subscribed', async () => {
    const summary = await premium();
    const member = createMember();
    await useFreePick(catalog, member, summary.id);
    const subscribed: MemberViewer = {
      ...member,
      subscriptionStatus: 'active',
      subscriptionType: 'monthly',
    };
    expect((await read(subscribed, summary.id)).hasFullAccess).toBe(true);
    // Subscribed, picks are irrelevant: nothing is offered and none can be used.
    const { body: month } = await querySubgraph(catalog, subscribed, MONTH, { zone: ZONE });
    expect(month.data.freePicks).toMatchObject({ offered: false, left: 0 });
    const { body: refused } = await useFreePick(catalog, subscribed, (await premium()).id);
    expect(refused.errors[0].message).toBe('Your plan already includes every summary');
    const canceled: MemberViewer = {
      ...member,
      subscriptionStatus: 'canceled',
      subscriptionType: 'monthly',
    };
    expect((await read(canceled, summary.id)).hasFullAccess).toBe(true);
    // ...until it locks again, like any pick.
    const picks = catalog.app.get(FreePicks);
    const { unlockedUntil } = (await picks.ofMember(canceled, ZONE)).summaries[0]!;
    expect(await picks.unlockedFor(canceled, new Date(unlockedUntil.getTime() - 1))).toEqual(
      new Set([summary.id]),
    );
    expect(await picks.unlockedFor(canceled, unlockedUntil)).toEqual(new Set());
  });

  it.each<[string, () => Promise<{ viewer: Viewer; id: string; zone?: string }>, string, string]>([
    [
      'a visitor',
      async () => ({ viewer: ANONYMOUS_VIEWER, id: (await premium()).id }),
      'UNAUTHENTICATED',
      'Unauthorized',
    ],
    [
      'a subscriber',
      async () => ({ viewer: viewers.subscriber, id: (await premium()).id }),
      'CONFLICT',
      'Your plan already includes every summary',
    ],
    [
      'an admin',
      async () => ({ viewer: viewers.admin, id: (await premium()).id }),
      'CONFLICT',
      'Your plan already includes every summary',
    ],
    [
      'a free summary',
      async () => ({
        viewer: createMember(),
        id: (await createSummary(catalog, { isPremium: false })).id,
      }),
      'BAD_USER_INPUT',
      'Only a published Premium summary can be unlocked with a free pick',
    ],
    [
      'a draft',
      async () => ({
        viewer: createMember(),
        id: (await createSummary(catalog, { isPublished: false })).id,
      }),
      'BAD_USER_INPUT',
      'Only a published Premium summary can be unlocked with a free pick',
    ],
    [
      'an unknown summary',
      async () => ({ viewer: createMember(), id: crypto.randomUUID() }),
      'BAD_USER_INPUT',
      'Only a published Premium summary can be unlocked with a free pick',
    ],
    [
      'a malformed id',
      async () => ({ viewer: createMember(), id: 'not-an-id' }),
      'BAD_USER_INPUT',
      'Only a published Premium summary can be unlocked with a free pick',
    ],
    [
      'an unknown time zone',
      async () => ({ viewer: createMember(), id: (await premium()).id, zone: 'Mars/Base' }),
      'BAD_USER_INPUT',
      'timeZone must be an IANA time zone name such as Europe/Berlin',
    ],
  ])('refuses %s and records nothing', async (_label, given, code, message) => {
    const { viewer, id, zone } = await given();
    const { body } = await useFreePick(catalog, viewer, id, zone);
    expect(body.errors).toEqual([
      expect.objectContaining({ message, extensions: expect.objectContaining({ code }) }),
    ]);
    expect(await catalog.dataSource.query('SELECT * FROM free_pick')).toEqual([]);
  });

  it('shows admins the monthly number, the picks used this month and a member’s picks', async () => {
    const summary = await premium();
    const member = createMember();
    await useFreePick(catalog, member, summary.id);
    const { body } = await querySubgraph(
      catalog,
      viewers.admin,
      `query($zone: String!, $userId: ID!) {
        freePicksOverview(timeZone: $zone) { monthlyPicks usedThisMonth }
        memberFreePicks(userId: $userId) { summaryId }
      }`,
      { zone: ZONE, userId: member.id },
    );
    expect(body.data).toEqual({
      freePicksOverview: { monthlyPicks: 3, usedThisMonth: 1 },
      memberFreePicks: [{ summaryId: summary.id }],
    });
    const { body: refused } = await querySubgraph(
      catalog,
      member,
      `query($userId: ID!) { memberFreePicks(userId: $userId) { summaryId } }`,
      { userId: member.id },
    );
    expect(refused.errors[0].message).toBe('Admin access required');
  });
});

describe('free picks turned off (FREE_MONTHLY_PICKS=0)', () => {
  let off: CatalogTestApp;
  beforeAll(async () => {
    off = await startCatalog('free_picks_off', { FREE_MONTHLY_PICKS: '0' });
  });
  afterAll(() => off.close());

  it('refuses picks and offers none', async () => {
    const summary = await createSummary(off, { isPremium: true });
    const member = createMember();
    const { body } = await useFreePick(off, member, summary.id);
    expect(body.errors[0]).toMatchObject({
      message: 'Free picks are turned off',
      extensions: expect.objectContaining({ code: 'CONFLICT' }),
    });
    const { body: month } = await querySubgraph(off, member, MONTH, { zone: ZONE });
    expect(month.data.freePicks).toMatchObject({
      limit: 0,
      left: 0,
      offered: false,
      summaries: [],
    });
  });
});

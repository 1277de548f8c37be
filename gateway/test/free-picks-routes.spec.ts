import { insertSummary, type SummaryFixture } from './catalog-fixtures.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  type GatewayStack,
  registerMember,
  startGatewayStack,
} from './gateway-stack.js';

/**
 * The free picks REST routes (issue 21) against the real stack: each route one operation of the
 * catalog, which counts a member's picks per month in their stored time zone (3 by default).
 */
let stack: GatewayStack;
let premium: SummaryFixture[];
let free: SummaryFixture;
let draft: SummaryFixture;
let member: { cookie: string; userId: string };
let subscriber: string;
let admin: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  stack = await startGatewayStack({ withCatalog: true });
  premium = [];
  for (let i = 0; i < 4; i++) premium.push(await insertSummary(stack, { isPremium: true }));
  free = await insertSummary(stack, { isPremium: false });
  draft = await insertSummary(stack, { isPremium: true, isPublished: false });
  member = await registerMember(stack.url);
  const paying = await registerMember(stack.url);
  await stack.changeMemberAccess(paying.userId, {
    subscriptionStatus: 'active',
    subscriptionType: 'monthly',
  });
  subscriber = paying.cookie;
  admin = (
    await call(stack.url, 'POST', '/api/simple-login', {
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
  ).sessionCookie!;
});
afterAll(() => stack?.close());

const picksOf = async (cookie: string, tz?: string) => {
  const answer = await call(stack.url, 'GET', `/api/free-picks${tz ? `?tz=${tz}` : ''}`, {
    cookie,
  });
  expect(answer.status).toBe(200);
  return answer.json<{
    month: string;
    monthKey: string;
    limit: number;
    used: number;
    left: number;
    offered: boolean;
    nextPicksAt: string;
    summaries: Array<{ summaryId: string; unlockedUntil: string }>;
  }>();
};
const pick = (cookie: string | null, json: unknown) =>
  call(stack.url, 'POST', '/api/free-picks', { cookie, json });

describe('GET /api/free-picks', () => {
  it('refuses visitors with 401', async () => {
    const answer = await call(stack.url, 'GET', '/api/free-picks');
    expect({ status: answer.status, text: answer.text }).toEqual({
      status: 401,
      text: 'Unauthorized',
    });
  });

  it("answers the member's month, personal and never cached", async () => {
    const answer = await call(stack.url, 'GET', '/api/free-picks?tz=Europe/Berlin', {
      cookie: (await registerMember(stack.url)).cookie,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const month = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'Europe/Berlin' });
    expect(answer.json()).toEqual({
      month: month.format(new Date()),
      monthKey: expect.stringMatching(/^\d{4}-\d{2}$/),
      limit: 3,
      used: 0,
      left: 3,
      offered: true,
      nextPicksAt: expect.any(String),
      openDays: 30,
      newPickUnlockedUntil: expect.any(String),
      summaries: [],
    });
  });

  it('answers an unknown time zone and a repeated tz with 400', async () => {
    for (const query of ['tz=Not/AZone', 'tz=UTC&tz=UTC']) {
      const answer = await call(stack.url, 'GET', `/api/free-picks?${query}`, {
        cookie: member.cookie,
      });
      expect(answer.status).toBe(400);
      expect(answer.text).not.toBe('');
    }
  });
});

describe('POST /api/free-picks', () => {
  it('refuses visitors with 401', async () => {
    const answer = await pick(null, { summaryId: premium[0]!.id });
    expect({ status: answer.status, text: answer.text }).toEqual({
      status: 401,
      text: 'Unauthorized',
    });
  });

  const NOT_PICKABLE = 'Only a published Premium summary can be unlocked with a free pick';
  it.each([
    ['a malformed id', () => ({ summaryId: 'not-an-id' }), NOT_PICKABLE],
    ['an unknown summary', () => ({ summaryId: UNKNOWN_ID }), NOT_PICKABLE],
    ['a free summary', () => ({ summaryId: free.id }), NOT_PICKABLE],
    ['a draft', () => ({ summaryId: draft.id }), NOT_PICKABLE],
    ['no summaryId', () => ({}), 'summaryId is required'],
    ['a summaryId of another type', () => ({ summaryId: 7 }), 'summaryId must be a string'],
    [
      'an extra field',
      () => ({ summaryId: premium[0]!.id, left: 99 }),
      'left is not a known field',
    ],
    [
      'control characters in the id',
      () => ({ summaryId: `${premium[0]!.id}\u0000` }),
      'summaryId must not contain control characters',
    ],
    [
      'control characters in the time zone',
      () => ({ summaryId: premium[0]!.id, timeZone: 'UTC\u001b' }),
      'timeZone must not contain control characters',
    ],
    [
      'an unknown time zone',
      () => ({ summaryId: premium[0]!.id, timeZone: 'Mars/Olympus' }),
      'timeZone must be an IANA time zone name such as Europe/Berlin',
    ],
    ['a list', () => [{ summaryId: premium[0]!.id }], 'Request body must be a JSON object'],
  ])('answers %s with 400 and a message, picking nothing', async (_case, body, message) => {
    const answer = await pick(member.cookie, body());
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 400, text: message });
    expect((await picksOf(member.cookie)).used).toBe(0);
  });

  it('answers malformed JSON with 400', async () => {
    const answer = await call(stack.url, 'POST', '/api/free-picks', {
      cookie: member.cookie,
      body: '{"summaryId":',
      headers: { 'content-type': 'application/json' },
    });
    expect({ status: answer.status, text: answer.text }).toEqual({
      status: 400,
      text: 'Malformed JSON body',
    });
  });

  it('picks with 201, answers a repeat with 200 and the same pick, and stops at the limit with 409', async () => {
    const first = await pick(member.cookie, {
      summaryId: premium[0]!.id,
      timeZone: 'Europe/Berlin',
    });
    expect(first.status).toBe(201);
    expect(first.json()).toMatchObject({ summaryId: premium[0]!.id });
    const again = await pick(member.cookie, {
      summaryId: premium[0]!.id,
      timeZone: 'Europe/Berlin',
    });
    expect(again.status).toBe(200);
    expect(again.json()).toEqual(first.json());

    expect((await pick(member.cookie, { summaryId: premium[1]!.id })).status).toBe(201);
    expect((await pick(member.cookie, { summaryId: premium[2]!.id })).status).toBe(201);
    const none = await pick(member.cookie, { summaryId: premium[3]!.id });
    expect({ status: none.status, text: none.text }).toEqual({
      status: 409,
      text: 'No free picks left this month',
    });

    const picks = await picksOf(member.cookie);
    expect({ used: picks.used, left: picks.left }).toEqual({ used: 3, left: 0 });
    expect(picks.summaries.map((s) => s.summaryId).sort()).toEqual(
      premium
        .slice(0, 3)
        .map((s) => s.id)
        .sort(),
    );
    // Already unlocked: still 200 with the pick when none are left.
    expect((await pick(member.cookie, { summaryId: premium[1]!.id })).status).toBe(200);
  });

  it.each([
    ['Premium members', () => subscriber],
    ['admins', () => admin],
  ])('answers %s with 409: their plan includes everything', async (_who, cookie) => {
    const answer = await pick(cookie(), { summaryId: premium[3]!.id });
    expect({ status: answer.status, text: answer.text }).toEqual({
      status: 409,
      text: 'Your plan already includes every summary',
    });
  });

  it('counts the month in the zone of the first pick, whatever zone a later request names', async () => {
    // Kiritimati (+14) and Niue (-11) never start a month at the same instant.
    const someone = await registerMember(stack.url);
    const first = await pick(someone.cookie, {
      summaryId: premium[0]!.id,
      timeZone: 'Pacific/Kiritimati',
    });
    expect(first.status).toBe(201);
    const kiritimati = await picksOf(someone.cookie, 'Pacific/Kiritimati');
    for (const tz of ['Pacific/Niue', undefined]) {
      const month = await picksOf(someone.cookie, tz);
      expect({ tz, nextPicksAt: month.nextPicksAt, used: month.used }).toEqual({
        tz,
        nextPicksAt: kiritimati.nextPicksAt,
        used: 1,
      });
    }
  });

  it('refuses a cross-origin pick', async () => {
    const answer = await call(stack.url, 'POST', '/api/free-picks', {
      cookie: member.cookie,
      json: { summaryId: premium[3]!.id },
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
  });
});

describe('admin free picks', () => {
  it('answers the overview and a member’s picks to admins only', async () => {
    const overview = await call(stack.url, 'GET', '/api/admin/free-picks?tz=Europe/Berlin', {
      cookie: admin,
    });
    expect(overview.status).toBe(200);
    expect(overview.json()).toMatchObject({ monthlyPicks: 3, month: expect.any(String) });
    expect(overview.json<{ usedThisMonth: number }>().usedThisMonth).toBeGreaterThanOrEqual(3);

    const picks = await call(stack.url, 'GET', `/api/admin/users/${member.userId}/free-picks`, {
      cookie: admin,
    });
    expect(picks.status).toBe(200);
    expect(
      picks
        .json<Array<{ summaryId: string }>>()
        .map((p) => p.summaryId)
        .sort(),
    ).toEqual(
      premium
        .slice(0, 3)
        .map((s) => s.id)
        .sort(),
    );
    const asMember = await call(stack.url, 'GET', `/api/admin/users/${member.userId}/free-picks`, {
      cookie: member.cookie,
    });
    expect(asMember.status).toBe(403);
  });
});

import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_VIEWER,
  IdentityEvents,
  ReadingEvents,
  type DailyReviewEmailPayload,
  type MemberViewer,
  type WeeklyDigestPayload,
} from '@distill/contracts';
import { OutboxEvent } from '@distill/platform';
import { createMember, eventEnvelope } from '@distill/platform/testing';
import { HighlightsService } from '../src/highlights/highlights.service.js';
import { ReadingProgressService } from '../src/progress/reading-progress.service.js';
import { ReviewLog } from '../src/review/review-log.entity.js';
import { ReviewEmail } from '../src/review-emails/review-email.entity.js';
import { unsubscribeTokenOf } from '../src/review-emails/review-email-tokens.js';
import { ReviewEmailsService } from '../src/review-emails/review-emails.service.js';
import {
  createSection,
  createSummary,
  startReading,
  type ReadingTestApp,
} from '../src/testing/reading-test-app.js';

let reading: ReadingTestApp;
let reviewEmails: ReviewEmailsService;

// The scheduler's own ticks are off: each test moves an injected clock through `sendDue`.
beforeAll(async () => {
  reading = await startReading('review_emails', { REVIEW_EMAIL_TICK_SECONDS: '0' });
  reviewEmails = reading.app.get(ReviewEmailsService);
});
afterAll(() => reading.close());

const PREFERENCES = `{ reviewEmailPreferences { daily sendAt timeZone } }`;
const ALL_PREFERENCES = `{ reviewEmailPreferences { daily weekly sendAt timeZone } }`;
const UPDATE = `mutation($input: ReviewEmailPreferencesInput!) {
  updateReviewEmailPreferences(input: $input) { daily sendAt timeZone }
}`;
const UPDATE_ALL = `mutation($input: ReviewEmailPreferencesInput!) {
  updateReviewEmailPreferences(input: $input) { daily weekly sendAt timeZone }
}`;
const OPT_OUTS = `query($days: Int!) { reviewEmailOptOuts(days: $days) { day unsubscribed } }`;
const LINK = `query($token: String!) {
  reviewEmailLink(token: $token) { gradedAs card { id quote summary { title } } }
}`;
const GRADE = `mutation($token: String!, $grade: ReviewEmailGrade!) {
  gradeFromReviewEmail(token: $token, grade: $grade) { gradedAs card { id due } }
}`;
const UNSUBSCRIBE = `mutation($token: String!) { unsubscribeReviewEmails(token: $token) }`;
const DUE = `query($tz: String!) { reviewDue(timeZone: $tz) { id } }`;

type Answer = {
  status: number;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const messageOf = (answer: Answer) => answer.errors?.[0]?.message;

const LONG_AGO = new Date('2026-09-01T00:00:00Z');

/** `count` highlights (review cards, new and due) made long before the clock of the tests. */
async function highlightsOf(member: MemberViewer, count: number) {
  const summary = await createSummary(reading, { title: 'Deep Work', author: 'Cal Newport' });
  const quotes = Array.from({ length: count }, (_, index) => `Focus quote ${index}`);
  const text = quotes.join('\n\n');
  const section = await createSection(reading, summary.id, text);
  for (const [index, quote] of quotes.entries()) {
    const start = text.indexOf(quote);
    await reading.app.get(HighlightsService).create(
      member,
      {
        summaryId: summary.id,
        sectionId: section.id,
        quote,
        start,
        end: start + quote.length,
        color: 'yellow',
      },
      new Date(LONG_AGO.getTime() + index),
    );
  }
}

async function turnOn(member: MemberViewer, timeZone: string, sendAt = '07:30') {
  const answer = await reading.graphql(member, UPDATE, {
    input: { daily: true, sendAt, timeZone },
  });
  expect(answer.errors).toBeUndefined();
}

async function emailsOf(member: MemberViewer) {
  return reading.dataSource.getRepository(ReviewEmail).find({
    where: { memberId: member.id },
    order: { createdAt: 'ASC' },
  });
}

async function eventsOf(member: MemberViewer): Promise<DailyReviewEmailPayload[]> {
  return (await scheduledFor(member)).filter(
    (payload): payload is DailyReviewEmailPayload => payload.kind === 'daily',
  );
}

/** The member's digests in the order of their weeks (two schedulers may write them in any). */
async function digestsOf(member: MemberViewer): Promise<WeeklyDigestPayload[]> {
  return (await scheduledFor(member))
    .filter((payload): payload is WeeklyDigestPayload => payload.kind === 'weekly')
    .sort((a, b) => a.localDate.localeCompare(b.localDate));
}

async function scheduledFor(member: MemberViewer) {
  const rows = await reading.dataSource
    .getRepository(OutboxEvent)
    .createQueryBuilder('event')
    .where('event.type = :type', { type: ReadingEvents.ReviewEmailScheduled })
    .andWhere(`event.envelope -> 'payload' ->> 'memberId' = :id`, { id: member.id })
    .getMany();
  return rows.map(
    (row) => row.envelope.payload as import('@distill/contracts').ReviewEmailScheduledPayload,
  );
}

/** Runs the scheduler every half hour from `from` to `to` (07:30 and every offset here fall on one). */
async function runClock(from: string, to: string) {
  for (let at = Date.parse(from); at < Date.parse(to); at += 30 * 60 * 1000) {
    await reviewEmails.sendDue(new Date(at));
  }
}

describe('preferences', () => {
  it('are off at 07:30 until the member turns them on, in their time zone', async () => {
    const member = createMember();
    expect((await reading.graphql(member, PREFERENCES)).data?.reviewEmailPreferences).toEqual({
      daily: false,
      sendAt: '07:30',
      timeZone: null,
    });
    const saved = await reading.graphql(member, UPDATE, {
      input: { daily: true, sendAt: '06:45', timeZone: 'europe/berlin' },
    });
    expect(saved.data?.updateReviewEmailPreferences).toEqual({
      daily: true,
      sendAt: '06:45',
      timeZone: 'Europe/Berlin',
    });
    expect((await reading.graphql(member, PREFERENCES)).data?.reviewEmailPreferences).toEqual(
      saved.data?.updateReviewEmailPreferences,
    );
  });

  it('refuse an unknown time zone, a time that is none and a visitor, changing nothing', async () => {
    const member = createMember();
    await turnOn(member, 'America/Chicago');
    const zone = await reading.graphql(member, UPDATE, {
      input: { daily: false, sendAt: '07:30', timeZone: 'Mars/Olympus_Mons' },
    });
    expect(codeOf(zone)).toBe('BAD_USER_INPUT');
    expect(messageOf(zone)).toBe('timeZone must be an IANA time zone name such as Europe/Berlin');
    const time = await reading.graphql(member, UPDATE, {
      input: { daily: false, sendAt: '24:00', timeZone: 'UTC' },
    });
    expect(codeOf(time)).toBe('BAD_USER_INPUT');
    expect(messageOf(time)).toBe('sendAt must be a time of day such as 07:30');
    expect((await reading.graphql(member, PREFERENCES)).data?.reviewEmailPreferences).toEqual({
      daily: true,
      sendAt: '07:30',
      timeZone: 'America/Chicago',
    });
    const visitor = await reading.graphql(ANONYMOUS_VIEWER, PREFERENCES);
    expect(codeOf(visitor)).toBe('UNAUTHENTICATED');
  });
});

describe('the daily schedule', () => {
  it('e-mails a member in Los Angeles at their 07:30 each day, across the end of daylight saving', async () => {
    const member = createMember();
    await highlightsOf(member, 2);
    await turnOn(member, 'America/Los_Angeles');
    // From 01:00 local on the first day to past 07:30 on the last.
    await runClock('2026-10-30T08:00:00Z', '2026-11-02T20:00:00Z');
    expect(
      (await emailsOf(member)).map((email) => [email.localDate, email.createdAt.toISOString()]),
    ).toEqual([
      ['2026-10-30', '2026-10-30T14:30:00.000Z'], // PDT, UTC-7
      ['2026-10-31', '2026-10-31T14:30:00.000Z'],
      ['2026-11-01', '2026-11-01T15:30:00.000Z'], // PST from 02:00 that morning, UTC-8
      ['2026-11-02', '2026-11-02T15:30:00.000Z'],
    ]);
    expect(await eventsOf(member)).toHaveLength(4);
  });

  it('e-mails a member in Auckland at their 07:30 each day, across the start of daylight saving', async () => {
    const member = createMember();
    await highlightsOf(member, 2);
    await turnOn(member, 'Pacific/Auckland');
    await runClock('2026-09-24T12:00:00Z', '2026-09-28T00:00:00Z');
    expect(
      (await emailsOf(member)).map((email) => [email.localDate, email.createdAt.toISOString()]),
    ).toEqual([
      ['2026-09-25', '2026-09-24T19:30:00.000Z'], // NZST, UTC+12
      ['2026-09-26', '2026-09-25T19:30:00.000Z'],
      ['2026-09-27', '2026-09-26T18:30:00.000Z'], // NZDT from 02:00 that morning, UTC+13
      ['2026-09-28', '2026-09-27T18:30:00.000Z'],
    ]);
  });

  it('holds up to five highlights due, longest waiting first, with a link for each', async () => {
    const member = createMember();
    await highlightsOf(member, 7);
    await turnOn(member, 'UTC');
    await reviewEmails.sendDue(new Date('2026-10-05T07:30:00Z'));
    const [email] = await eventsOf(member);
    expect(email).toMatchObject({ memberId: member.id, kind: 'daily', localDate: '2026-10-05' });
    expect(email!.cards.map((card) => card.quote)).toEqual(
      [0, 1, 2, 3, 4].map((n) => `Focus quote ${n}`),
    );
    expect(email!.cards[0]).toMatchObject({
      title: 'Deep Work',
      author: 'Cal Newport',
      note: null,
    });
    expect(new Set(email!.cards.map((card) => card.gradeToken)).size).toBe(5);
  });

  it('sends nothing on a day with nothing due, and nothing before the chosen time', async () => {
    const member = createMember();
    await turnOn(member, 'UTC', '09:00');
    await reviewEmails.sendDue(new Date('2026-10-06T08:59:00Z'));
    expect(await emailsOf(member)).toEqual([]);
    await reviewEmails.sendDue(new Date('2026-10-06T09:00:00Z'));
    expect((await emailsOf(member)).map((email) => email.cardCount)).toEqual([0]);
    expect(await eventsOf(member)).toEqual([]);
  });

  it('sends nothing once the member turned the e-mail off', async () => {
    const member = createMember();
    await highlightsOf(member, 1);
    await reading.graphql(member, UPDATE, {
      input: { daily: false, sendAt: '07:30', timeZone: 'UTC' },
    });
    await reviewEmails.sendDue(new Date('2026-10-07T12:00:00Z'));
    expect(await emailsOf(member)).toEqual([]);
  });

  it('sends each member one e-mail a day with two schedulers running at once', async () => {
    const other = await startReading('review_emails_second', {
      REVIEW_EMAIL_TICK_SECONDS: '0',
      READING_DATABASE_URL: reading.config.READING_DATABASE_URL!,
    });
    try {
      const members = [createMember(), createMember(), createMember()];
      for (const member of members) {
        await highlightsOf(member, 1);
        await turnOn(member, 'Europe/Paris');
      }
      const second = other.app.get(ReviewEmailsService);
      for (const at of ['2026-10-08T06:30:00Z', '2026-10-08T06:45:00Z', '2026-10-08T21:00:00Z']) {
        await Promise.all([reviewEmails.sendDue(new Date(at)), second.sendDue(new Date(at))]);
      }
      for (const member of members) {
        expect((await emailsOf(member)).map((email) => email.localDate)).toEqual(['2026-10-08']);
        expect(await eventsOf(member)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });
});

describe('grade links and unsubscribing', () => {
  // Links are checked against the real clock: the e-mail is today's, at whatever time it is.
  async function emailFor(member: MemberViewer) {
    await highlightsOf(member, 2);
    await turnOn(member, 'UTC', '00:00');
    await reviewEmails.sendDue(new Date());
    return (await eventsOf(member))[0]!;
  }

  const logsOf = (member: MemberViewer) =>
    reading.dataSource.getRepository(ReviewLog).countBy({ memberId: member.id });

  it('grades the card once without signing in; the second click says so', async () => {
    const member = createMember();
    const email = await emailFor(member);
    const token = email.cards[0]!.gradeToken;
    const shown = await reading.graphql(ANONYMOUS_VIEWER, LINK, { token });
    expect(shown.data?.reviewEmailLink).toMatchObject({
      gradedAs: null,
      card: { quote: 'Focus quote 0', summary: { title: 'Deep Work' } },
    });
    const graded = await reading.graphql(ANONYMOUS_VIEWER, GRADE, { token, grade: 'good' });
    expect(graded.errors).toBeUndefined();
    expect(graded.data?.gradeFromReviewEmail.gradedAs).toBe('good');
    expect(await logsOf(member)).toBe(1);
    // The member's review no longer holds it today.
    const due = (await reading.graphql(member, DUE, { tz: 'UTC' })).data?.reviewDue as Array<{
      id: string;
    }>;
    expect(due.map((card) => card.id)).not.toContain(shown.data?.reviewEmailLink.card.id);

    for (const grade of ['good', 'again']) {
      const again = await reading.graphql(ANONYMOUS_VIEWER, GRADE, { token, grade });
      expect(codeOf(again)).toBe('CONFLICT');
      expect(messageOf(again)).toBe('This highlight was already graded. Nothing was changed.');
    }
    expect(await logsOf(member)).toBe(1);
    expect(
      (await reading.graphql(ANONYMOUS_VIEWER, LINK, { token })).data?.reviewEmailLink.gradedAs,
    ).toBe('good');
  });

  it('refuses a forged, altered or expired link and grades nothing', async () => {
    const member = createMember();
    const email = await emailFor(member);
    const token = email.cards[0]!.gradeToken;
    const [nonce, signature] = token.split('.');
    for (const forged of [
      'nonsense',
      `${nonce}.${'A'.repeat(signature!.length)}`,
      `x${nonce}.${signature}`,
      `${token}.x`,
    ]) {
      const answer = await reading.graphql(ANONYMOUS_VIEWER, GRADE, {
        token: forged,
        grade: 'good',
      });
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(messageOf(answer)).toBe(
        'This review link is not valid. Open your review to grade this highlight.',
      );
    }
    await expect(
      reviewEmails.gradeFromLink(token, 'good' as never, new Date(Date.now() + 8 * 86_400_000)),
    ).rejects.toThrow('This review link has expired. Open your review to grade this highlight.');
    expect(await logsOf(member)).toBe(0);
  });

  it('spends a link whose card the member already reviewed in /review since the e-mail', async () => {
    const member = createMember();
    const email = await emailFor(member);
    const shown = await reading.graphql(ANONYMOUS_VIEWER, LINK, {
      token: email.cards[1]!.gradeToken,
    });
    const cardId = shown.data?.reviewEmailLink.card.id as string;
    await reading.graphql(
      member,
      `mutation($id: ID!) { gradeReviewCard(cardId: $id, grade: easy) { id } }`,
      { id: cardId },
    );
    const answer = await reading.graphql(ANONYMOUS_VIEWER, GRADE, {
      token: email.cards[1]!.gradeToken,
      grade: 'again',
    });
    expect(codeOf(answer)).toBe('CONFLICT');
    expect(await logsOf(member)).toBe(1);
  });

  it("turns the member's e-mails off in one click, and refuses a forged unsubscribe link", async () => {
    const member = createMember();
    const email = await emailFor(member);
    const forged = await reading.graphql(ANONYMOUS_VIEWER, UNSUBSCRIBE, {
      token: `${member.id}.${'A'.repeat(43)}`,
    });
    expect(codeOf(forged)).toBe('BAD_USER_INPUT');
    expect((await reading.graphql(member, PREFERENCES)).data?.reviewEmailPreferences.daily).toBe(
      true,
    );
    const done = await reading.graphql(ANONYMOUS_VIEWER, UNSUBSCRIBE, {
      token: email.unsubscribeToken,
    });
    expect(done.data?.unsubscribeReviewEmails).toBe(true);
    expect((await reading.graphql(member, PREFERENCES)).data?.reviewEmailPreferences.daily).toBe(
      false,
    );
    await reviewEmails.sendDue(new Date(Date.now() + 86_400_000));
    expect(await eventsOf(member)).toHaveLength(1);
  });
});

describe('a member who deleted their account', () => {
  it('gets nothing more; their links answer clearly and change nothing', async () => {
    const member = createMember();
    await highlightsOf(member, 2);
    await turnOn(member, 'UTC', '00:00');
    await reviewEmails.sendDue(new Date());
    const [email] = await eventsOf(member);
    const erased = await reading.inbox.deliver(
      eventEnvelope(IdentityEvents.UserErased, { userId: member.id }),
    );
    expect(erased).toBe(true);

    const graded = await reading.graphql(ANONYMOUS_VIEWER, GRADE, {
      token: email!.cards[0]!.gradeToken,
      grade: 'good',
    });
    expect(codeOf(graded)).toBe('BAD_USER_INPUT');
    expect(messageOf(graded)).toBe(
      'This review link is not valid. Open your review to grade this highlight.',
    );
    // One-click unsubscribing stays harmless: nothing is left to turn off, nothing is written.
    const unsubscribed = await reading.graphql(ANONYMOUS_VIEWER, UNSUBSCRIBE, {
      token: email!.unsubscribeToken,
    });
    expect(unsubscribed.errors).toBeUndefined();
    // The erasure took the sent e-mail's event with it; the next day schedules none.
    expect(await eventsOf(member)).toEqual([]);
    await reviewEmails.sendDue(new Date(Date.now() + 86_400_000));
    expect(await eventsOf(member)).toEqual([]);
    for (const table of ['review_email_preference', 'review_email_opt_out', 'review_log']) {
      const [{ n }] = await reading.dataSource.query(
        `SELECT count(*) AS n FROM "${table}" WHERE member_id = $1`,
        [member.id],
      );
      expect([table, Number(n)]).toEqual([table, 0]);
    }
  });
});

describe('the weekly digest', () => {
  const progress = () => reading.app.get(ReadingProgressService);

  async function finish(member: MemberViewer, summaryId: string, at: string) {
    await progress().record(member, { summaryId, progressPercentage: 100 }, new Date(at));
  }

  async function highlightAt(member: MemberViewer, at: string) {
    const summary = await createSummary(reading);
    const section = await createSection(reading, summary.id, 'A line worth keeping.');
    await reading.app.get(HighlightsService).create(
      member,
      {
        summaryId: summary.id,
        sectionId: section.id,
        quote: 'A line',
        start: 0,
        end: 6,
        color: 'yellow',
      },
      new Date(at),
    );
  }

  async function turnDigestOn(member: MemberViewer, timeZone: string, daily = false) {
    const answer = await reading.graphql(member, UPDATE_ALL, {
      input: { daily, weekly: true, sendAt: '07:30', timeZone },
    });
    expect(answer.errors).toBeUndefined();
  }

  it('is off until turned on; a client that sends no `weekly` leaves it as it was', async () => {
    const member = createMember();
    expect((await reading.graphql(member, ALL_PREFERENCES)).data?.reviewEmailPreferences).toEqual({
      daily: false,
      weekly: false,
      sendAt: '07:30',
      timeZone: null,
    });
    await turnDigestOn(member, 'Europe/Berlin');
    await turnOn(member, 'Europe/Berlin', '08:00');
    expect((await reading.graphql(member, ALL_PREFERENCES)).data?.reviewEmailPreferences).toEqual({
      daily: true,
      weekly: true,
      sendAt: '08:00',
      timeZone: 'Europe/Berlin',
    });
    const zone = await reading.graphql(member, UPDATE_ALL, {
      input: { daily: true, weekly: false, sendAt: '08:00', timeZone: 'Atlantis/Capital' },
    });
    expect(codeOf(zone)).toBe('BAD_USER_INPUT');
    expect(
      (await reading.graphql(member, ALL_PREFERENCES)).data?.reviewEmailPreferences.weekly,
    ).toBe(true);
  });

  it("comes on Sunday at the member's time with the week's reading, highlights and two to read next", async () => {
    const member = createMember();
    const habits = randomUUID();
    const history = randomUUID();
    const [atomic, deepWork, makeTime, indistractable, sapiens] = [
      await createSummary(reading, {
        title: 'Atomic Habits',
        categoryId: habits,
        readingTimeMinutes: 20,
      }),
      await createSummary(reading, { title: 'Deep Work', categoryId: habits }),
      await createSummary(reading, { title: 'Make Time', categoryId: habits }),
      await createSummary(reading, { title: 'Indistractable', categoryId: habits }),
      await createSummary(reading, {
        title: 'Sapiens',
        categoryId: history,
        readingTimeMinutes: 30,
      }),
    ];
    // A category the member never opened is not suggested.
    await createSummary(reading, { title: 'A Brief History of Time' });
    // ISO week 41 of 2026 runs Monday 5 to Sunday 11 October; Tokyo is UTC+9.
    await finish(member, deepWork!.id, '2026-10-02T03:00:00Z');
    await finish(member, atomic!.id, '2026-10-09T03:00:00Z');
    await finish(member, sapiens!.id, '2026-10-10T03:00:00Z');
    await progress().record(
      member,
      { summaryId: indistractable!.id, progressPercentage: 40 },
      new Date('2026-10-10T04:00:00Z'),
    );
    await highlightAt(member, '2026-09-30T03:00:00Z');
    await highlightAt(member, '2026-10-06T03:00:00Z');
    await highlightAt(member, '2026-10-07T03:00:00Z');
    await turnDigestOn(member, 'Asia/Tokyo');

    // Saturday 22:00 UTC is Sunday 07:00 in Tokyo: not yet.
    await runClock('2026-10-09T00:00:00Z', '2026-10-10T22:30:00Z');
    expect(await digestsOf(member)).toEqual([]);
    await runClock('2026-10-10T22:30:00Z', '2026-10-12T00:00:00Z');
    const digests = await digestsOf(member);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({
      memberId: member.id,
      kind: 'weekly',
      localDate: '2026-10-11',
      isoWeek: '2026-W41',
      booksFinished: [
        { summaryId: atomic!.id, title: 'Atomic Habits', readingTimeMinutes: 20 },
        { summaryId: sapiens!.id, title: 'Sapiens', readingTimeMinutes: 30 },
      ],
      minutesRead: 50,
      // Friday and Saturday (Tokyo) read; Sunday is not over.
      currentStreak: 2,
      highlightsMade: 2,
      // The most read category first, the one begun before the one not opened.
      readNext: [
        { summaryId: indistractable!.id, title: 'Indistractable' },
        { summaryId: makeTime!.id, title: 'Make Time' },
      ],
    });
    expect(digests[0]!.unsubscribeToken).toMatch(new RegExp(`^${member.id}\\.`));
    expect(
      (await emailsOf(member)).map((email) => [email.kind, email.createdAt.toISOString()]),
    ).toEqual([['weekly', '2026-10-10T22:30:00.000Z']]);
    // The daily e-mail stays off.
    expect(await eventsOf(member)).toEqual([]);
  });

  it('comes once per member and ISO week with two schedulers running at once', async () => {
    const other = await startReading('review_emails_digest_second', {
      REVIEW_EMAIL_TICK_SECONDS: '0',
      READING_DATABASE_URL: reading.config.READING_DATABASE_URL!,
    });
    try {
      const second = other.app.get(ReviewEmailsService);
      const members = [createMember(), createMember(), createMember()];
      const zones = ['Pacific/Auckland', 'America/Los_Angeles', 'Europe/Paris'];
      for (const [index, member] of members.entries()) {
        await highlightAt(member, '2026-10-13T12:00:00Z');
        await highlightAt(member, '2026-10-21T12:00:00Z');
        await turnDigestOn(member, zones[index]!, true);
      }
      // Two weeks (42 and 43), both schedulers ticking together: before, at and after each
      // zone's Sunday 07:30 (Auckland 18:30 UTC on Saturday, Paris 05:30, Los Angeles 14:30),
      // and on Monday.
      const ticks = [
        '17T12:00',
        '17T18:30',
        '18T05:30',
        '18T06:00',
        '18T14:30',
        '18T20:00',
        '19T12:00',
      ];
      for (const week of [0, 7]) {
        for (const tick of ticks) {
          const at = new Date(Date.parse(`2026-10-${tick}:00Z`) + week * 86_400_000);
          await Promise.all([reviewEmails.sendDue(at), second.sendDue(at)]);
        }
      }
      for (const member of members) {
        const digests = await digestsOf(member);
        expect(digests.map((digest) => digest.isoWeek)).toEqual(['2026-W42', '2026-W43']);
        expect(digests.map((digest) => digest.localDate)).toEqual(['2026-10-18', '2026-10-25']);
        expect(new Set(digests.map((digest) => digest.emailId)).size).toBe(2);
      }
    } finally {
      await other.close();
    }
  });

  it('sends nothing to a member who turned it off, unsubscribed, or had nothing to tell', async () => {
    const turnedOff = createMember();
    const unsubscribed = createMember();
    const quiet = createMember();
    for (const member of [turnedOff, unsubscribed, quiet]) await turnDigestOn(member, 'UTC');
    await highlightAt(turnedOff, '2026-10-27T12:00:00Z');
    await highlightAt(unsubscribed, '2026-10-27T12:00:00Z');
    await reading.graphql(turnedOff, UPDATE_ALL, {
      input: { daily: false, weekly: false, sendAt: '07:30', timeZone: 'UTC' },
    });
    await reviewEmails.unsubscribe(
      unsubscribeTokenOf(reading.config.INTERNAL_SECRET, unsubscribed.id),
    );
    await runClock('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z');
    for (const member of [turnedOff, unsubscribed, quiet]) {
      expect(await digestsOf(member)).toEqual([]);
    }
    // The quiet member's Sunday is decided: nothing is computed again that week.
    expect((await emailsOf(quiet)).map((email) => email.kind)).toEqual(['weekly']);
    expect(
      (await reading.graphql(unsubscribed, ALL_PREFERENCES)).data?.reviewEmailPreferences,
    ).toMatchObject({ daily: false, weekly: false });
  });
});

describe('bounces, complaints and what admins see', () => {
  const suppressed = (userId: string, reason: 'bounce' | 'complaint') =>
    eventEnvelope(IdentityEvents.UserEmailsSuppressed, { userId, reason });

  it("a bounce turns the member's e-mails off; admins count it with the unsubscribes of its day", async () => {
    const bounced = createMember();
    const unsubscribing = createMember();
    await turnDigestOnAndDaily(bounced);
    await turnDigestOnAndDaily(unsubscribing);
    const day = new Date().toISOString().slice(0, 10);
    const before = await countOn(day);
    expect(await reading.inbox.deliver(suppressed(bounced.id, 'bounce'))).toBe(true);
    expect(
      (await reading.graphql(bounced, ALL_PREFERENCES)).data?.reviewEmailPreferences,
    ).toMatchObject({ daily: false, weekly: false });
    await reading.graphql(unsubscribing, UPDATE_ALL, {
      input: { daily: false, weekly: true, sendAt: '07:30', timeZone: 'UTC' },
    });
    // Turning off what is already off counts nothing.
    await reading.inbox.deliver(suppressed(bounced.id, 'complaint'));
    expect(await countOn(day)).toBe(before + 2);
  });

  it('refuses the counts to members and a range that is none', async () => {
    const member = createMember();
    expect(codeOf(await reading.graphql(member, OPT_OUTS, { days: 7 }))).toBe('FORBIDDEN');
    const admin = createMember({ role: 'admin' });
    for (const days of [0, 91]) {
      const answer = await reading.graphql(admin, OPT_OUTS, { days });
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(messageOf(answer)).toBe('days must be a whole number from 1 to 90');
    }
    const week = await reading.graphql(admin, OPT_OUTS, { days: 7 });
    expect(week.data?.reviewEmailOptOuts).toHaveLength(7);
  });

  async function turnDigestOnAndDaily(member: MemberViewer) {
    await reading.graphql(member, UPDATE_ALL, {
      input: { daily: true, weekly: true, sendAt: '07:30', timeZone: 'UTC' },
    });
  }

  async function countOn(day: string): Promise<number> {
    const answer = await reading.graphql(createMember({ role: 'admin' }), OPT_OUTS, { days: 1 });
    const days = answer.data?.reviewEmailOptOuts as Array<{ day: string; unsubscribed: number }>;
    return days.find((entry) => entry.day === day)?.unsubscribed ?? 0;
  }
});

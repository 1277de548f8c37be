import { ANONYMOUS_VIEWER, ReadingEvents, type MemberViewer } from '@distill/contracts';
import { OutboxEvent } from '@distill/platform';
import { createMember } from '@distill/platform/testing';
import { HighlightsService } from '../src/highlights/highlights.service.js';
import { ReviewLog } from '../src/review/review-log.entity.js';
import { ReviewEmail } from '../src/review-emails/review-email.entity.js';
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
const UPDATE = `mutation($input: ReviewEmailPreferencesInput!) {
  updateReviewEmailPreferences(input: $input) { daily sendAt timeZone }
}`;
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

async function eventsOf(member: MemberViewer) {
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

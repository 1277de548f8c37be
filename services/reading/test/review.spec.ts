import { randomUUID } from 'node:crypto';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { ANONYMOUS_VIEWER, type MemberViewer } from '@distill/contracts';
import { createMember } from '@distill/platform/testing';
import { HighlightsService } from '../src/highlights/highlights.service.js';
import { ReviewService } from '../src/review/review.service.js';
import { ReadingStatsService } from '../src/stats/reading-stats.service.js';
import {
  createSection,
  createSummary,
  startReading,
  type ReadingTestApp,
} from '../src/testing/reading-test-app.js';

let reading: ReadingTestApp;
let highlights: HighlightsService;
let review: ReviewService;
let stats: ReadingStatsService;

beforeAll(async () => {
  reading = await startReading('review');
  highlights = reading.app.get(HighlightsService);
  review = reading.app.get(ReviewService);
  stats = reading.app.get(ReadingStatsService);
});
afterAll(() => reading.close());

const DUE = `query($tz: String!) {
  reviewDue(timeZone: $tz) { id highlightId quote note due summary { id title author coverImageUrl } }
}`;
const GRADE = `mutation($id: ID!, $grade: ReviewGrade!) {
  gradeReviewCard(cardId: $id, grade: $grade) { id due }
}`;
const SETTINGS = `{ reviewSettings { newCardsPerDay cardsPerDay } }`;
const UPDATE_SETTINGS = `mutation($input: ReviewSettingsInput!) {
  updateReviewSettings(input: $input) { newCardsPerDay cardsPerDay }
}`;

const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  answer.errors?.[0]?.extensions?.code;
const messageOf = (answer: { errors?: Array<{ message: string }> }) => answer.errors?.[0]?.message;

/** `count` highlights of one free summary, made at `at`, each with `note` when given. */
async function highlightsOf(member: MemberViewer, count: number, at = new Date(), note?: string) {
  const summary = await createSummary(reading, { title: 'Atomic Habits', author: 'James Clear' });
  const quotes = Array.from({ length: count }, (_, index) => `Quote number ${index}`);
  const text = quotes.join('\n\n');
  const section = await createSection(reading, summary.id, text);
  const made = [];
  for (let index = 0; index < count; index += 1) {
    const quote = quotes[index]!;
    const start = text.indexOf(quote);
    made.push(
      await highlights.create(
        member,
        {
          summaryId: summary.id,
          sectionId: section.id,
          quote,
          start,
          end: start + quote.length,
          color: 'yellow',
          note,
        },
        new Date(at.getTime() + index),
      ),
    );
  }
  return { summary, made };
}

describe('access and bad input', () => {
  it.each([
    ['reviewDue', DUE, { tz: 'UTC' }],
    ['gradeReviewCard', GRADE, { id: randomUUID(), grade: 'good' }],
    ['reviewSettings', SETTINGS, {}],
    ['updateReviewSettings', UPDATE_SETTINGS, { input: { newCardsPerDay: 1, cardsPerDay: 2 } }],
  ])('refuses %s to a visitor', async (_name, query, variables) => {
    const answer = await reading.graphql(ANONYMOUS_VIEWER, query, variables);
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
  });

  it("answers 404 for another member's card and 400 for a grade outside the four", async () => {
    const owner = createMember();
    await highlightsOf(owner, 1);
    const [card] = (await reading.graphql(owner, DUE, { tz: 'UTC' })).data!.reviewDue;
    const intruder = createMember();
    const stolen = await reading.graphql(intruder, GRADE, { id: card.id, grade: 'easy' });
    expect(codeOf(stolen)).toBe('NOT_FOUND');
    expect(messageOf(stolen)).toBe('Review card not found');
    expect((await reading.graphql(intruder, DUE, { tz: 'UTC' })).data?.reviewDue).toEqual([]);

    const badGrade = await reading.graphql(owner, GRADE, { id: card.id, grade: 'perfect' });
    expect(badGrade.status).toBe(400);
    expect(codeOf(badGrade)).toBe('BAD_USER_INPUT');
    expect(messageOf(badGrade)).toContain('"perfect"');
    // Nothing was graded: the card is still new and due.
    expect((await reading.graphql(owner, DUE, { tz: 'UTC' })).data?.reviewDue).toHaveLength(1);
  });

  it('refuses a bad time zone and settings out of range', async () => {
    const member = createMember();
    expect(messageOf(await reading.graphql(member, DUE, { tz: 'Mars/Base' }))).toBe(
      'timeZone must be an IANA time zone name such as Europe/Berlin',
    );
    const answer = await reading.graphql(member, UPDATE_SETTINGS, {
      input: { newCardsPerDay: 20, cardsPerDay: 10 },
    });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(messageOf(answer)).toBe('newCardsPerDay must be between 0 and cardsPerDay');
    expect((await reading.graphql(member, SETTINGS)).data?.reviewSettings).toEqual({
      newCardsPerDay: 10,
      cardsPerDay: 50,
    });
  });
});

describe('the daily review', () => {
  it("shows today's cards with the book, and grading Good takes a card out of today", async () => {
    const member = createMember();
    const { summary, made } = await highlightsOf(member, 2, new Date(), 'my note');
    const due = (await reading.graphql(member, DUE, { tz: 'Europe/Berlin' })).data?.reviewDue;
    expect(due).toEqual(
      made.map((highlight) => ({
        id: expect.any(String),
        highlightId: highlight.id,
        quote: highlight.quote,
        note: 'my note',
        due: expect.any(String),
        summary: {
          id: summary.id,
          title: 'Atomic Habits',
          author: 'James Clear',
          coverImageUrl: null,
        },
      })),
    );
    const graded = await reading.graphql(member, GRADE, { id: due[0].id, grade: 'good' });
    expect(new Date(graded.data?.gradeReviewCard.due).getTime()).toBeGreaterThan(
      Date.now() + 86_400_000,
    );
    const again = await reading.graphql(member, GRADE, { id: due[1].id, grade: 'again' });
    expect(again.errors).toBeUndefined();
    // Again: the card comes back later in the same review.
    expect(
      (await reading.graphql(member, DUE, { tz: 'Europe/Berlin' })).data?.reviewDue.map(
        (card: { id: string }) => card.id,
      ),
    ).toEqual([due[1].id]);
  });

  it('moves due dates as ts-fsrs computes them (short-term steps off)', async () => {
    const member = createMember();
    const created = new Date('2026-11-20T08:00:00Z');
    await highlightsOf(member, 4, created);
    const cards = await review.due(member, 'UTC', new Date('2026-11-20T09:00:00Z'));
    const scheduler = fsrs({ enable_short_term: false });
    const gradedAt = new Date('2026-11-20T09:30:00Z');
    const grades = ['again', 'hard', 'good', 'easy'] as const;
    const ratings = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy] as const;
    for (const [index, grade] of grades.entries()) {
      const card = cards[index]!;
      const graded = await review.grade(member, card.id, grade, gradedAt);
      const expected = scheduler.next(
        createEmptyCard(new Date(created.getTime() + index)),
        gradedAt,
        ratings[index]!,
      ).card;
      // Again stays in today's review; the others are due when the library says.
      expect(graded.due).toEqual(grade === 'again' ? gradedAt : expected.due);
    }
    const later = await review.due(member, 'UTC', new Date('2026-11-20T10:00:00Z'));
    expect(later.map((card) => card.id)).toEqual([cards[0]!.id]);

    // The next day's grade starts from the stored state: Good after Again, as ts-fsrs says.
    const afterAgain = scheduler.next(createEmptyCard(created), gradedAt, Rating.Again).card;
    const nextGradeAt = new Date('2026-11-20T10:05:00Z');
    const regraded = await review.grade(member, cards[0]!.id, 'good', nextGradeAt);
    expect(regraded.due).toEqual(
      scheduler.next({ ...afterAgain, due: gradedAt }, nextGradeAt, Rating.Good).card.due,
    );
  });

  it('keeps to the daily limits, which the member may change', async () => {
    const member = createMember();
    await highlightsOf(member, 14, new Date('2026-11-20T08:00:00Z'));
    const morning = new Date('2026-11-20T09:00:00Z');
    const first = await review.due(member, 'UTC', morning);
    expect(first).toHaveLength(10); // 10 new cards a day by default

    for (const card of first.slice(0, 3)) await review.grade(member, card.id, 'good', morning);
    // Three new cards done: seven of today's ten remain; the next day brings ten of the 11 left.
    expect(await review.due(member, 'UTC', new Date('2026-11-20T12:00:00Z'))).toHaveLength(7);
    expect(await review.due(member, 'UTC', new Date('2026-11-21T12:00:00Z'))).toHaveLength(10);

    const changed = await reading.graphql(member, UPDATE_SETTINGS, {
      input: { newCardsPerDay: 4, cardsPerDay: 4 },
    });
    expect(changed.errors).toBeUndefined();
    // Four a day in all, three done today: one more.
    expect(await review.due(member, 'UTC', new Date('2026-11-20T12:00:00Z'))).toHaveLength(1);
    expect((await reading.graphql(member, SETTINGS)).data?.reviewSettings).toEqual({
      newCardsPerDay: 4,
      cardsPerDay: 4,
    });
  });

  it('leaves out highlights the member took out of the review, and deleted ones', async () => {
    const member = createMember();
    const { made } = await highlightsOf(member, 3);
    await highlights.update(member, made[0]!.id, { inReview: false });
    await highlights.delete(member, made[1]!.id);
    expect((await review.due(member, 'UTC')).map((card) => card.highlightId)).toEqual([
      made[2]!.id,
    ]);
  });
});

describe('reviews and the streak', () => {
  it("counts two reviews on one day once, in the member's time zone, and awards the review achievements", async () => {
    const member = createMember();
    await highlightsOf(member, 2, new Date('2026-11-20T10:00:00Z'));
    const [a, b] = await review.due(member, 'UTC', new Date('2026-11-20T12:00:00Z'));
    // 00:30 and 09:30 on the 21st in Tokyo; the 20th and the 21st in UTC.
    await review.grade(member, a!.id, 'good', new Date('2026-11-20T15:30:00Z'));
    await review.grade(member, b!.id, 'good', new Date('2026-11-21T00:30:00Z'));
    const now = new Date('2026-11-21T10:00:00Z');

    const tokyo = await stats.forMember(member, 'Asia/Tokyo', now);
    expect(tokyo).toMatchObject({ currentStreak: 1, longestStreak: 1 });
    expect(tokyo.achievements).toEqual([
      expect.objectContaining({ id: 'review-first', earnedOn: '2026-11-21' }),
    ]);
    const utc = await stats.forMember(member, 'UTC', now);
    expect(utc).toMatchObject({ currentStreak: 2 });
    expect(utc.achievements).toEqual([
      expect.objectContaining({ id: 'review-first', earnedOn: '2026-11-20' }),
    ]);
  });

  it('awards the seven-day review streak on the seventh day of reviews', async () => {
    const member = createMember();
    await highlightsOf(member, 1, new Date('2026-11-01T08:00:00Z'));
    const [card] = await review.due(member, 'UTC', new Date('2026-11-01T09:00:00Z'));
    for (let day = 10; day <= 16; day += 1) {
      await review.grade(member, card!.id, 'again', new Date(`2026-11-${day}T09:00:00Z`));
    }
    const result = await stats.forMember(member, 'UTC', new Date('2026-11-16T12:00:00Z'));
    expect(result.currentStreak).toBe(7);
    expect(
      result.achievements.map((achievement) => [achievement.id, achievement.earnedOn]),
    ).toEqual([
      ['streak-7', '2026-11-16'],
      ['review-first', '2026-11-10'],
      ['review-streak-7', '2026-11-16'],
    ]);
  });
});

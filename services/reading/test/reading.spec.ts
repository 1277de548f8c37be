import { randomUUID } from 'node:crypto';
import { ANONYMOUS_VIEWER, CatalogEvents, SERVICE_MANIFEST } from '@distill/contracts';
import { createMember, createTestViewers } from '@distill/platform/testing';
import {
  catalogEvent,
  createSummary,
  createSummarySnapshot,
  startReading,
  type ReadingTestApp,
} from '../src/testing/reading-test-app.js';

let reading: ReadingTestApp;
const viewers = createTestViewers();

beforeAll(async () => {
  reading = await startReading('service');
});
afterAll(() => reading.close());

const FAVORITES = `{ favorites { summaryId createdAt summary { id } } }`;
const ADD = `mutation($id: ID!) { addFavorite(summaryId: $id) { summaryId } }`;
const REMOVE = `mutation($id: ID!) { removeFavorite(summaryId: $id) { id isFavorite } }`;
const RECORD = `mutation($input: RecordReadingProgressInput!) {
  recordReadingProgress(input: $input) {
    id summaryId progressPercentage isCompleted sectionIndex startedAt completedAt lastReadAt
  }
}`;
const PROGRESS_LIST = `{ readingProgress { summaryId progressPercentage isCompleted sectionIndex } }`;
const PROGRESS_ONE = `query($id: ID!) {
  summaryReadingProgress(summaryId: $id) { id progressPercentage isCompleted sectionIndex }
}`;
const STATS = `query($tz: String!) {
  readingStats(timeZone: $tz) {
    booksRead timeSaved favoriteCount categoriesExplored currentStreak longestStreak
    booksReadThisWeek weeklyGoal { completed target } achievements { id earnedOn }
  }
}`;
const ENTITIES = `query($reps: [_Any!]!) {
  _entities(representations: $reps) { ... on Summary { id isFavorite readingProgress { sectionIndex } } }
}`;

const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  answer.errors?.[0]?.extensions?.code;
const record = (viewer = viewers.freeMember, input: Record<string, unknown>) =>
  reading.graphql(viewer, RECORD, { input });

describe('access', () => {
  it.each([
    ['favorites', FAVORITES, {}],
    ['addFavorite', ADD, { id: randomUUID() }],
    ['removeFavorite', REMOVE, { id: randomUUID() }],
    ['readingProgress', PROGRESS_LIST, {}],
    ['summaryReadingProgress', PROGRESS_ONE, { id: randomUUID() }],
    [
      'recordReadingProgress',
      RECORD,
      { input: { summaryId: randomUUID(), progressPercentage: 5 } },
    ],
    ['readingStats', STATS, { tz: 'UTC' }],
  ])('refuses %s to a visitor', async (_name, query, variables) => {
    const answer = await reading.graphql(ANONYMOUS_VIEWER, query, variables);
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    expect(answer.errors?.[0]?.message).toBe('Sign in required');
  });

  it('records progress only on summaries the member may read in full', async () => {
    const premium = await createSummary(reading, { isPremium: true });
    const member = createMember();
    const refused = await record(member, { summaryId: premium.id, progressPercentage: 10 });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(
      'A Premium subscription is required for this summary',
    );
    expect((await reading.graphql(member, PROGRESS_LIST)).data?.readingProgress).toEqual([]);
  });

  it('lets any member save a premium summary to read later', async () => {
    const premium = await createSummary(reading, { isPremium: true });
    for (const member of [createMember(), viewers.subscriber, viewers.admin]) {
      expect((await reading.graphql(member, ADD, { id: premium.id })).errors).toBeUndefined();
      const saved = (await reading.graphql(member, FAVORITES)).data?.favorites;
      expect(saved.map((favorite: any) => favorite.summaryId)).toContain(premium.id);
    }
  });

  it('refuses to save an unpublished summary', async () => {
    const draft = await createSummary(reading, { isPublished: false });
    const answer = await reading.graphql(createMember(), ADD, { id: draft.id });
    expect(codeOf(answer)).toBe('NOT_FOUND');
  });

  it.each([
    ['malformed', 'not-a-uuid'],
    ['unknown', randomUUID()],
  ])('answers 404 for a %s summary id', async (_label, id) => {
    const member = createMember();
    for (const answer of [
      await reading.graphql(member, ADD, { id }),
      await reading.graphql(member, PROGRESS_ONE, { id }),
      await record(member, { summaryId: id, progressPercentage: 10 }),
    ]) {
      expect(codeOf(answer)).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe('Summary not found');
    }
  });

  it('refuses a summary id holding a NUL byte as bad input (the platform text rule)', async () => {
    const member = createMember();
    const answer = await reading.graphql(member, ADD, { id: `${randomUUID()}\u0000` });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
  });

  it('treats a draft (unpublished) summary as unknown', async () => {
    const draft = await createSummary(reading, { isPublished: false });
    expect(codeOf(await reading.graphql(createMember(), ADD, { id: draft.id }))).toBe('NOT_FOUND');
  });
});

describe('favourites', () => {
  it('adds once, lists newest first and removes idempotently', async () => {
    const member = createMember();
    const [first, second] = [await createSummary(reading), await createSummary(reading)];
    await reading.graphql(member, ADD, { id: first.id });
    await reading.graphql(member, ADD, { id: second.id });
    await reading.graphql(member, ADD, { id: first.id });
    const listed = (await reading.graphql(member, FAVORITES)).data?.favorites;
    expect(listed.map((favorite: any) => favorite.summaryId)).toEqual([second.id, first.id]);
    expect(listed[0].summary).toEqual({ id: second.id });

    const removed = await reading.graphql(member, REMOVE, { id: first.id });
    expect(removed.data?.removeFavorite).toEqual({ id: first.id, isFavorite: false });
    const again = await reading.graphql(member, REMOVE, { id: first.id });
    expect(again.errors).toBeUndefined();
    expect(
      (await reading.graphql(member, FAVORITES)).data?.favorites.map((f: any) => f.summaryId),
    ).toEqual([second.id]);
  });

  it("answers Summary.isFavorite and readingProgress for the viewer's own data only", async () => {
    const member = createMember();
    const summary = await createSummary(reading);
    await reading.graphql(member, ADD, { id: summary.id });
    await record(member, { summaryId: summary.id, progressPercentage: 40, sectionIndex: 2 });
    const reps = [{ __typename: 'Summary', id: summary.id }];
    expect((await reading.graphql(member, ENTITIES, { reps })).data?._entities).toEqual([
      { id: summary.id, isFavorite: true, readingProgress: { sectionIndex: 2 } },
    ]);
    expect((await reading.graphql(createMember(), ENTITIES, { reps })).data?._entities).toEqual([
      { id: summary.id, isFavorite: false, readingProgress: { sectionIndex: 0 } },
    ]);
    expect((await reading.graphql(ANONYMOUS_VIEWER, ENTITIES, { reps })).data?._entities).toEqual([
      { id: summary.id, isFavorite: false, readingProgress: null },
    ]);
  });
});

describe('reading progress', () => {
  it('never moves backwards, completes at 100 and resets only at 0', async () => {
    const member = createMember();
    const { id: summaryId } = await createSummary(reading);
    const progress = async (progressPercentage: number | string, sectionIndex?: number) =>
      (await record(member, { summaryId, progressPercentage, sectionIndex })).data
        ?.recordReadingProgress;

    expect(await progress(25, 0)).toMatchObject({
      progressPercentage: 25,
      isCompleted: false,
      sectionIndex: 0,
      startedAt: expect.any(String),
      completedAt: null,
    });
    expect(await progress(60, 3)).toMatchObject({ progressPercentage: 60, sectionIndex: 3 });
    expect(await progress(30, 1)).toMatchObject({ progressPercentage: 60, sectionIndex: 1 });
    const completed = await progress(100);
    expect(completed).toMatchObject({ progressPercentage: 100, isCompleted: true });
    expect(completed.completedAt).toEqual(expect.any(String));
    expect(await progress(50)).toMatchObject({
      progressPercentage: 100,
      isCompleted: true,
      completedAt: completed.completedAt,
    });
    expect(await progress(0)).toMatchObject({
      progressPercentage: 0,
      isCompleted: false,
      completedAt: null,
      sectionIndex: 0,
    });
    expect(
      (await reading.graphql(member, PROGRESS_ONE, { id: summaryId })).data?.summaryReadingProgress,
    ).toMatchObject({ progressPercentage: 0, isCompleted: false });
  });

  it('answers zero progress for a summary not started, without recording anything', async () => {
    const member = createMember();
    const { id } = await createSummary(reading);
    expect((await record(member, { summaryId: id, progressPercentage: 0 })).data).toMatchObject({
      recordReadingProgress: { id: null, progressPercentage: 0 },
    });
    expect((await reading.graphql(member, PROGRESS_ONE, { id })).data).toEqual({
      summaryReadingProgress: {
        id: null,
        progressPercentage: 0,
        isCompleted: false,
        sectionIndex: 0,
      },
    });
    expect((await reading.graphql(member, PROGRESS_LIST)).data?.readingProgress).toEqual([]);
  });

  it.each([
    [{ progressPercentage: 101 }, 'BAD_USER_INPUT'],
    [{ progressPercentage: -0.5 }, 'BAD_USER_INPUT'],
    [{ progressPercentage: 'fifty' }, 'BAD_USER_INPUT'],
    [{ progressPercentage: 1e308 * 10 }, 'BAD_USER_INPUT'],
    [{ progressPercentage: 10, sectionIndex: -1 }, 'BAD_USER_INPUT'],
    [{ progressPercentage: 10, sectionIndex: 2 ** 40 }, 'BAD_USER_INPUT'],
  ])('rejects %j and records nothing', async (input, code) => {
    const member = createMember();
    const { id } = await createSummary(reading);
    expect(codeOf(await record(member, { summaryId: id, ...input }))).toBe(code);
    expect((await reading.graphql(member, PROGRESS_LIST)).data?.readingProgress).toEqual([]);
  });

  it('applies concurrent updates one after the other', async () => {
    const member = createMember();
    const { id: summaryId } = await createSummary(reading);
    await Promise.all(
      [10, 80, 30, 50, 20].map((progressPercentage) =>
        record(member, { summaryId, progressPercentage }),
      ),
    );
    expect(
      (await reading.graphql(member, PROGRESS_ONE, { id: summaryId })).data?.summaryReadingProgress
        .progressPercentage,
    ).toBe(80);
  });
});

describe('stats', () => {
  it('counts what the member did, in their time zone', async () => {
    const member = createMember();
    const [a, b] = [await createSummary(reading), await createSummary(reading)];
    await reading.graphql(member, ADD, { id: a.id });
    await record(member, { summaryId: a.id, progressPercentage: 100 });
    await record(member, { summaryId: b.id, progressPercentage: 30 });
    const stats = (await reading.graphql(member, STATS, { tz: 'Europe/Berlin' })).data
      ?.readingStats;
    expect(stats).toEqual({
      booksRead: 1,
      timeSaved: 5.8,
      favoriteCount: 1,
      categoriesExplored: 2,
      currentStreak: 1,
      longestStreak: 1,
      booksReadThisWeek: 1,
      weeklyGoal: { completed: 1, target: 5 },
      achievements: [],
    });
  });

  it.each([
    ['unknown', 'Mars/Base'],
    ['empty', ''],
    ['with a control character', 'Europe/Berlin\n'],
    ['huge', 'x'.repeat(1000)],
  ])('rejects a time zone that is %s', async (_label, tz) => {
    const answer = await reading.graphql(createMember(), STATS, { tz });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe(
      'timeZone must be an IANA time zone name such as Europe/Berlin',
    );
  });
});

describe('catalog projection', () => {
  const listedIds = async (member: ReturnType<typeof createMember>) =>
    (await reading.graphql(member, FAVORITES)).data?.favorites.map((f: any) => f.summaryId);

  it('ignores an older snapshot that arrives after a newer one', async () => {
    const summary = createSummarySnapshot();
    const now = Date.now();
    await reading.inbox.deliver(
      catalogEvent(CatalogEvents.SummaryPublished, { summary }, new Date(now - 1000)),
    );
    await reading.inbox.deliver(
      catalogEvent(
        CatalogEvents.SummaryUnpublished,
        { summary: { ...summary, isPublished: false } },
        new Date(now),
      ),
    );
    await reading.inbox.deliver(
      catalogEvent(CatalogEvents.SummaryUpdated, { summary }, new Date(now - 500)),
    );
    expect(codeOf(await reading.graphql(createMember(), ADD, { id: summary.id }))).toBe(
      'NOT_FOUND',
    );
  });

  it('keeps a deletion final and the member history', async () => {
    const member = createMember();
    const summary = await createSummary(reading);
    await reading.graphql(member, ADD, { id: summary.id });
    await reading.inbox.deliver(
      catalogEvent(CatalogEvents.SummaryDeleted, { summaryId: summary.id }),
    );
    expect(await listedIds(member)).toEqual([]);
    await reading.inbox.deliver(
      catalogEvent(CatalogEvents.SummaryPublished, { summary }, new Date(Date.now() + 1000)),
    );
    expect(await listedIds(member)).toEqual([]);
    const rows = await reading.dataSource.query(
      'SELECT summary_id FROM favorite WHERE member_id = $1',
      [member.id],
    );
    expect(rows).toEqual([{ summary_id: summary.id }]);
  });

  it('handles exactly the events the service manifest routes to reading', () => {
    expect(reading.inbox.handledEventTypes()).toEqual(
      [...SERVICE_MANIFEST.reading.consumes].sort(),
    );
  });
});

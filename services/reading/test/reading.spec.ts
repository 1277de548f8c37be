import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_VIEWER,
  CatalogEvents,
  ReadinessCounts,
  SERVICE_MANIFEST,
} from '@distill/contracts';
import { createMember, createTestViewers, eventEnvelope } from '@distill/platform/testing';
import {
  createSection,
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
    expect(answer.errors?.[0]?.message).toBe('Unauthorized');
    expect(answer.errors?.[0]?.extensions?.reason).toBe('SIGN_IN_REQUIRED');
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

const POSITION = `mutation($input: RecordReadingPositionInput!) {
  recordReadingPosition(input: $input) { progressPercentage isCompleted sectionIndex completedAt }
}`;
const NEXT_READ = `query($reps: [_Any!]!) {
  _entities(representations: $reps) { ... on Summary { id nextRead { id } } }
}`;
const READER_SETTINGS = `{ readerSettings { textSize lineSpacing typeface theme } }`;
const UPDATE_READER_SETTINGS = `mutation($input: ReaderSettingsInput!) {
  updateReaderSettings(input: $input) { textSize lineSpacing typeface theme }
}`;

describe('finishing a summary by reading it', () => {
  const position = async (
    member: ReturnType<typeof createMember>,
    input: Record<string, unknown>,
  ) => reading.graphql(member, POSITION, { input });

  it('counts each section opened and completes the summary at the end of the last', async () => {
    const member = createMember();
    const { id: summaryId } = await createSummary(reading);
    const seen: number[] = [];
    for (let sectionIndex = 0; sectionIndex < 8; sectionIndex += 1) {
      const answer = await position(member, { summaryId, sectionIndex, sectionCount: 8 });
      seen.push(answer.data?.recordReadingPosition.progressPercentage);
    }
    expect(seen).toEqual([11, 22, 33, 44, 56, 67, 78, 89]);
    const end = (
      await position(member, { summaryId, sectionIndex: 7, sectionCount: 8, reachedEnd: true })
    ).data?.recordReadingPosition;
    expect(end).toMatchObject({ progressPercentage: 100, isCompleted: true, sectionIndex: 7 });
    expect(end.completedAt).toEqual(expect.any(String));

    const stats = (await reading.graphql(member, STATS, { tz: 'UTC' })).data?.readingStats;
    expect(stats).toMatchObject({
      booksRead: 1,
      booksReadThisWeek: 1,
      weeklyGoal: { completed: 1 },
    });
    expect((await reading.graphql(member, PROGRESS_LIST)).data?.readingProgress).toEqual([
      { summaryId, progressPercentage: 100, isCompleted: true, sectionIndex: 7 },
    ]);
  });

  it('keeps a finished summary finished when the reader goes back a section', async () => {
    const member = createMember();
    const { id: summaryId } = await createSummary(reading);
    await position(member, { summaryId, sectionIndex: 0, sectionCount: 1, reachedEnd: true });
    expect(
      (await position(member, { summaryId, sectionIndex: 0, sectionCount: 1 })).data
        ?.recordReadingPosition,
    ).toMatchObject({ progressPercentage: 100, isCompleted: true });
  });

  it.each([
    [
      { sectionIndex: 3, sectionCount: 3 },
      'sectionIndex must be a whole number from 0 to sectionCount - 1',
    ],
    [{ sectionIndex: 0, sectionCount: 0 }, 'sectionCount must be a whole number from 1 to 1000'],
  ])('rejects the position %j and records nothing', async (input, message) => {
    const member = createMember();
    const { id: summaryId } = await createSummary(reading);
    const answer = await position(member, { summaryId, ...input });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe(message);
    expect((await reading.graphql(member, PROGRESS_LIST)).data?.readingProgress).toEqual([]);
  });

  it('refuses a visitor and a summary the member may not read', async () => {
    const premium = await createSummary(reading, { isPremium: true });
    const input = { summaryId: premium.id, sectionIndex: 0, sectionCount: 2, reachedEnd: true };
    expect(codeOf(await reading.graphql(ANONYMOUS_VIEWER, POSITION, { input }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(codeOf(await position(createMember(), input))).toBe('FORBIDDEN');
  });

  it('suggests a summary of the same category the member has not finished', async () => {
    const member = createMember();
    const categoryId = randomUUID();
    const finished = await createSummary(reading, { categoryId, title: 'A finished' });
    const alsoRead = await createSummary(reading, { categoryId, title: 'B read before' });
    const premium = await createSummary(reading, {
      categoryId,
      title: 'C premium',
      isPremium: true,
    });
    await createSummary(reading, { categoryId, title: 'D draft', isPublished: false });
    const unread = await createSummary(reading, { categoryId, title: 'E unread' });
    await createSummary(reading, { title: 'A other category' });
    await record(member, { summaryId: alsoRead.id, progressPercentage: 100 });
    const nextAfter = async (viewer: Parameters<typeof reading.graphql>[0], id: string) =>
      (await reading.graphql(viewer, NEXT_READ, { reps: [{ __typename: 'Summary', id }] })).data
        ?._entities[0].nextRead;

    // Free members are offered what they can read first; subscribers by title.
    expect(await nextAfter(member, finished.id)).toEqual({ id: unread.id });
    expect(await nextAfter(viewers.subscriber, finished.id)).toEqual({ id: alsoRead.id });
    await record(member, { summaryId: unread.id, progressPercentage: 100 });
    expect(await nextAfter(member, finished.id)).toEqual({ id: premium.id });
    await record(viewers.subscriber, { summaryId: alsoRead.id, progressPercentage: 100 });
    await record(viewers.subscriber, { summaryId: premium.id, progressPercentage: 100 });
    await record(viewers.subscriber, { summaryId: unread.id, progressPercentage: 100 });
    expect(await nextAfter(viewers.subscriber, finished.id)).toBeNull();
  });
});

describe('reader settings', () => {
  it('answers the defaults, then keeps what the member chose', async () => {
    const member = createMember();
    expect((await reading.graphql(member, READER_SETTINGS)).data?.readerSettings).toEqual({
      textSize: 3,
      lineSpacing: 'NORMAL',
      typeface: 'SERIF',
      theme: 'AUTO',
    });
    const chosen = { textSize: 5, lineSpacing: 'RELAXED', typeface: 'SANS', theme: 'SEPIA' };
    expect(
      (await reading.graphql(member, UPDATE_READER_SETTINGS, { input: chosen })).data
        ?.updateReaderSettings,
    ).toEqual(chosen);
    expect((await reading.graphql(member, READER_SETTINGS)).data?.readerSettings).toEqual(chosen);
    expect(
      (await reading.graphql(createMember(), READER_SETTINGS)).data?.readerSettings.theme,
    ).toBe('AUTO');
  });

  it.each([6, 0])('rejects text size %i with its reason', async (textSize) => {
    const member = createMember();
    const input = { textSize, lineSpacing: 'NORMAL', typeface: 'SERIF', theme: 'AUTO' };
    const answer = await reading.graphql(member, UPDATE_READER_SETTINGS, { input });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe('textSize must be a whole number from 1 to 5');
    expect(answer.errors?.[0]?.extensions?.reason).toBe('READING_INVALID_READER_SETTINGS');
  });

  it('refuses a choice outside its set', async () => {
    const input = { textSize: 3, lineSpacing: 'NORMAL', typeface: 'COMIC', theme: 'AUTO' };
    const answer = await reading.graphql(createMember(), UPDATE_READER_SETTINGS, { input });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
  });

  it('asks a visitor to sign in', async () => {
    expect(codeOf(await reading.graphql(ANONYMOUS_VIEWER, READER_SETTINGS))).toBe(
      'UNAUTHENTICATED',
    );
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
  const readyCount = async (name: string) =>
    (
      (await (await fetch(`${reading.url}/ready`)).json()) as {
        info: { counts: Record<string, number> };
      }
    ).info.counts[name];

  it('reports on /ready the sections whose text it holds: a deleted one, or one of a deleted summary, left out', async () => {
    const before = await readyCount(ReadinessCounts.ProjectedSections);
    const kept = await createSummary(reading);
    const [first] = [
      await createSection(reading, kept.id, 'One.'),
      await createSection(reading, kept.id, 'Two.'),
    ];
    const gone = await createSummary(reading);
    await createSection(reading, gone.id, 'Three.');
    expect(await readyCount(ReadinessCounts.ProjectedSections)).toBe(before + 3);

    await reading.inbox.deliver(
      eventEnvelope(CatalogEvents.SectionDeleted, {
        sectionId: first!.id,
        summaryId: kept.id,
        sectionOrders: [],
      }),
    );
    await reading.inbox.deliver(
      eventEnvelope(CatalogEvents.SummaryDeleted, { summaryId: gone.id }),
    );
    expect(await readyCount(ReadinessCounts.ProjectedSections)).toBe(before + 1);
  });

  const listedIds = async (member: ReturnType<typeof createMember>) =>
    (await reading.graphql(member, FAVORITES)).data?.favorites.map((f: any) => f.summaryId);

  it('ignores an older snapshot that arrives after a newer one', async () => {
    const summary = createSummarySnapshot();
    const now = Date.now();
    await reading.inbox.deliver(
      eventEnvelope(CatalogEvents.SummaryPublished, { summary }, new Date(now - 1000)),
    );
    await reading.inbox.deliver(
      eventEnvelope(
        CatalogEvents.SummaryUnpublished,
        { summary: { ...summary, isPublished: false } },
        new Date(now),
      ),
    );
    await reading.inbox.deliver(
      eventEnvelope(CatalogEvents.SummaryUpdated, { summary }, new Date(now - 500)),
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
      eventEnvelope(CatalogEvents.SummaryDeleted, { summaryId: summary.id }),
    );
    expect(await listedIds(member)).toEqual([]);
    await reading.inbox.deliver(
      eventEnvelope(CatalogEvents.SummaryPublished, { summary }, new Date(Date.now() + 1000)),
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

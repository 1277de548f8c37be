import { randomUUID } from 'node:crypto';
import type { Logger, QueryRunner } from 'typeorm';
import { CatalogEvents, ReadingEvents, type EventEnvelope } from '@distill/contracts';
import { OutboxEvent } from '@distill/platform';
import { createMember, eventEnvelope } from '@distill/platform/testing';
import {
  addGeneratedMembers,
  GENERATED_MEMBER_IDS,
  removeGeneratedMembers,
} from '../src/testing/generated-members.js';
import {
  createSection,
  createSummary,
  startReading,
  type ReadingTestApp,
} from '../src/testing/reading-test-app.js';

/**
 * Issue 44: reading answers a member's lists with each summary's card from its own projection,
 * fed by the catalog's events, and says so (`reading.summary-cards.changed`) once its copy
 * changed, so the gateway drops the lists it keeps after reading committed, not before.
 */
let reading: ReadingTestApp;

beforeAll(async () => {
  reading = await startReading('summary_cards');
});
afterAll(() => reading.close());

const CARD = `id title author description coverImageUrl categoryId
  category { id name slug description } readingTimeMinutes isPremium isPublished sectionCount`;
const LISTS = `{
  favorites { summaryId summary { ${CARD} } }
  readingProgress { summaryId summary { ${CARD} } }
}`;
const ADD = `mutation($id: ID!) { addFavorite(summaryId: $id) { summaryId } }`;
const RECORD = `mutation($id: ID!) {
  recordReadingProgress(input: { summaryId: $id, progressPercentage: 40 }) { id }
}`;

/** Reading's `reading.summary-cards.changed` events so far, oldest first. */
async function cardEvents(): Promise<Array<EventEnvelope<{ summaryIds: string[] }>>> {
  const rows = await reading.dataSource.getRepository(OutboxEvent).find({
    where: { type: ReadingEvents.SummaryCardsChanged },
    order: { createdAt: 'ASC' },
  });
  return rows.map((row) => row.envelope as EventEnvelope<{ summaryIds: string[] }>);
}

const category = { id: randomUUID(), name: 'Psychology', slug: 'psychology', description: null };

it("answers a member's favourites and progress with each summary's card, and follows its changes", async () => {
  const member = createMember();
  await reading.inbox.deliver(eventEnvelope(CatalogEvents.CategoryCreated, { category }));
  const summary = await createSummary(reading, {
    categoryId: category.id,
    description: 'How we decide',
    coverImageUrl: '/covers/one.svg',
    readingTimeMinutes: 12,
  });
  await createSection(reading, summary.id, 'First.', { title: 'One', order: 1 });
  const second = await createSection(reading, summary.id, 'Second.', { title: 'Two', order: 2 });
  await reading.graphql(member, ADD, { id: summary.id });
  await reading.graphql(member, RECORD, { id: summary.id });

  const card = {
    id: summary.id,
    title: summary.title,
    author: summary.author,
    description: 'How we decide',
    coverImageUrl: '/covers/one.svg',
    categoryId: category.id,
    category,
    readingTimeMinutes: 12,
    isPremium: false,
    isPublished: true,
    sectionCount: 2,
  };
  expect((await reading.graphql(member, LISTS)).data).toEqual({
    favorites: [{ summaryId: summary.id, summary: card }],
    readingProgress: [{ summaryId: summary.id, summary: card }],
  });

  // Renamed, its category renamed, a section deleted: each shows, each announced once applied.
  const before = (await cardEvents()).length;
  await reading.inbox.deliver(
    eventEnvelope(CatalogEvents.SummaryUpdated, {
      summary: { ...summary, title: 'Renamed', description: 'New' },
    }),
  );
  await reading.inbox.deliver(
    eventEnvelope(CatalogEvents.CategoryUpdated, { category: { ...category, name: 'Mind' } }),
  );
  await reading.inbox.deliver(
    eventEnvelope(CatalogEvents.SectionDeleted, {
      sectionId: second.id,
      summaryId: summary.id,
      sectionOrders: [],
    }),
  );
  const changed = {
    ...card,
    title: 'Renamed',
    description: 'New',
    category: { ...category, name: 'Mind' },
    sectionCount: 1,
  };
  expect((await reading.graphql(member, LISTS)).data).toEqual({
    favorites: [{ summaryId: summary.id, summary: changed }],
    readingProgress: [{ summaryId: summary.id, summary: changed }],
  });
  const events = (await cardEvents()).slice(before);
  expect(events.map((event) => event.payload.summaryIds)).toEqual([
    [summary.id],
    [summary.id],
    [summary.id],
  ]);

  // An event written before the snapshot carried the description keeps the one reading holds.
  const { description: _omitted, ...older } = { ...summary, title: 'Older event' };
  await reading.inbox.deliver(eventEnvelope(CatalogEvents.SummaryUpdated, { summary: older }));
  const afterOld = (await reading.graphql(member, LISTS)).data as {
    favorites: Array<{ summary: typeof card }>;
  };
  expect(afterOld.favorites[0]!.summary).toMatchObject({
    title: 'Older event',
    description: 'New',
  });

  // Unpublished: it leaves both lists, as before, and that too is announced.
  const beforeUnpublish = (await cardEvents()).length;
  await reading.inbox.deliver(
    eventEnvelope(CatalogEvents.SummaryUnpublished, {
      summary: { ...summary, isPublished: false },
    }),
  );
  expect((await reading.graphql(member, LISTS)).data).toEqual({
    favorites: [],
    readingProgress: [],
  });
  expect((await cardEvents()).length).toBe(beforeUnpublish + 1);
});

it('announces nothing for an event older than what its card reflects', async () => {
  const summary = await createSummary(reading);
  const before = (await cardEvents()).length;
  await reading.inbox.deliver(
    eventEnvelope(
      CatalogEvents.SummaryUpdated,
      { summary: { ...summary, title: 'Stale' } },
      new Date(Date.now() - 60_000),
    ),
  );
  expect((await cardEvents()).length).toBe(before);
});

it("answers a summary's card asked by its key alone (`_entities`), and none for a deleted one", async () => {
  const summary = await createSummary(reading, { title: 'By key' });
  const ENTITIES = `query($keys: [_Any!]!) {
    _entities(representations: $keys) { ... on Summary { id title sectionCount } }
  }`;
  const answer = await reading.graphql(createMember(), ENTITIES, {
    keys: [{ __typename: 'Summary', id: summary.id }],
  });
  expect(answer.data).toEqual({
    _entities: [{ id: summary.id, title: 'By key', sectionCount: 0 }],
  });

  await reading.inbox.deliver(
    eventEnvelope(CatalogEvents.SummaryDeleted, { summaryId: summary.id }),
  );
  const gone = await reading.graphql(createMember(), ENTITIES, {
    keys: [{ __typename: 'Summary', id: summary.id }],
  });
  expect(gone.errors?.length).toBeGreaterThan(0);
});

it('answers the card of a summary a mutation names by its key alone, and reads no card unasked', async () => {
  const member = createMember();
  await reading.inbox.deliver(eventEnvelope(CatalogEvents.CategoryCreated, { category }));
  const summary = await createSummary(reading, { title: 'Saved', categoryId: category.id });
  const added = await reading.graphql(
    member,
    `mutation($id: ID!) { addFavorite(summaryId: $id) { summary { id title category { name } } } }`,
    { id: summary.id },
  );
  expect(added.data).toEqual({
    addFavorite: { summary: { id: summary.id, title: 'Saved', category: { name: 'Psychology' } } },
  });
  const recorded = await reading.graphql(
    member,
    `mutation($id: ID!) {
      recordReadingProgress(input: { summaryId: $id, progressPercentage: 40 }) { summary { author } }
    }`,
    { id: summary.id },
  );
  expect(recorded.data).toEqual({ recordReadingProgress: { summary: { author: summary.author } } });

  // A catalog list asking only the member's own field: no card is read for it.
  const selects: string[] = [];
  const logger = reading.dataSource.logger;
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, runner) => {
    selects.push(query);
    return logQuery(query, parameters, runner);
  };
  try {
    const mine = await reading.graphql(
      member,
      `query($keys: [_Any!]!) { _entities(representations: $keys) { ... on Summary { isFavorite } } }`,
      { keys: [{ __typename: 'Summary', id: summary.id }] },
    );
    expect(mine.data).toEqual({ _entities: [{ isFavorite: true }] });
  } finally {
    logger.logQuery = logQuery;
  }
  expect(selects.filter((query) => query.includes('summary_projection'))).toEqual([]);
});

/**
 * Each SQL query a member's lists send (favourites, progress, stats, highlights, review, and the
 * web client's My Library, which adds `isFavorite`) reads its tables through an index, checked
 * twice: with tables as large as a busy service's (10,000 summaries, 2,000 members with 10
 * favourites, progress entries and highlights each, statistics fresh), where the planner's own
 * choice is what production gets; and with sequential scans priced out, where a table still
 * scanned whole (however small, e.g. review cards no member here has yet) has no index the
 * query can use.
 */
describe('every list query uses an index', () => {
  const SUMMARIES = 10_000;
  /** A generated member with a full history (see addGeneratedMembers). */
  const member = createMember({ id: GENERATED_MEMBER_IDS.from.replace(/0$/, '1') });

  beforeAll(async () => {
    await reading.dataSource.query(
      `INSERT INTO category_projection (id, name, slug, source_occurred_at)
       SELECT md5('category' || c)::uuid, 'Category ' || c, 'category-' || c, now()
       FROM generate_series(1, 50) AS c`,
    );
    await reading.dataSource.query(
      `INSERT INTO summary_projection (id, title, author, category_id, reading_time_minutes,
         is_premium, is_published, source_occurred_at, section_count)
       SELECT md5('summary' || s)::uuid, 'Summary ' || s, 'Author ' || s,
         md5('category' || (s % 50 + 1))::uuid, 10, s % 5 = 0, true, now(), 8
       FROM generate_series(1, $1::int) AS s`,
      [SUMMARIES],
    );
    await reading.dataSource.query('ANALYZE summary_projection, category_projection');
    await addGeneratedMembers(reading.dataSource, {
      members: 2_000,
      entriesPerMember: 10,
      highlightsPerMember: 10,
    });
  });

  afterAll(() => removeGeneratedMembers(reading.dataSource));

  /** The SQL the service sends while `run` runs. */
  async function queriesDuring(run: () => Promise<unknown>): Promise<Array<[string, unknown[]]>> {
    const logger = reading.dataSource.logger;
    const seen: Array<[string, unknown[]]> = [];
    const capture: Logger = {
      logQuery: (query: string, parameters?: unknown[], _runner?: QueryRunner) => {
        seen.push([query, parameters ?? []]);
      },
      logQueryError: () => undefined,
      logQuerySlow: () => undefined,
      logSchemaBuild: () => undefined,
      logMigration: () => undefined,
      log: () => undefined,
    };
    Object.defineProperty(reading.dataSource, 'logger', { value: capture, configurable: true });
    try {
      await run();
    } finally {
      Object.defineProperty(reading.dataSource, 'logger', { value: logger, configurable: true });
    }
    return seen.filter(([query]) => /^\s*SELECT/i.test(query));
  }

  /** The tables PostgreSQL's plan for the query reads whole (sequential scans priced out or not). */
  async function seqScansOf(
    query: string,
    parameters: unknown[],
    seqScansPricedOut: boolean,
  ): Promise<string[]> {
    return reading.dataSource.transaction(async (manager) => {
      if (seqScansPricedOut) await manager.query('SET LOCAL enable_seqscan = off');
      const [row] = (await manager.query(`EXPLAIN (FORMAT JSON) ${query}`, parameters)) as Array<{
        'QUERY PLAN': unknown;
      }>;
      const scans: string[] = [];
      const walk = (node: Record<string, unknown>): void => {
        if (node['Node Type'] === 'Seq Scan') scans.push(String(node['Relation Name']));
        for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) {
          walk(child);
        }
      };
      const plan = (row!['QUERY PLAN'] as Array<{ Plan: Record<string, unknown> }>)[0]!.Plan;
      walk(plan);
      return scans;
    });
  }

  const CARD_AND_MINE = 'summary { title category { name } isFavorite }';
  it.each([
    ['favourites', '{ favorites { summaryId summary { title category { name } } } }'],
    ['progress', '{ readingProgress { summaryId summary { title category { name } } } }'],
    ['stats', '{ readingStats(timeZone: "UTC") { booksRead favoriteCount currentStreak } }'],
    ['highlights', '{ highlights(limit: 20) { items { id book { title } } totalCount } }'],
    ['review', '{ reviewDue(timeZone: "UTC") { id summary { title } } }'],
    [
      'my library',
      `{ favorites { summaryId ${CARD_AND_MINE} } readingProgress { summaryId ${CARD_AND_MINE} } }`,
    ],
  ])('%s', async (_list, operation) => {
    const queries = await queriesDuring(() => reading.graphql(member, operation));
    expect(queries.length).toBeGreaterThan(0);
    for (const [query, parameters] of queries) {
      expect({
        query,
        asPlanned: await seqScansOf(query, parameters, false),
        seqScansPricedOut: await seqScansOf(query, parameters, true),
      }).toEqual({ query, asPlanned: [], seqScansPricedOut: [] });
    }
  });

  it("answers a generated member's lists in full", async () => {
    const answer = await reading.graphql(
      member,
      '{ favorites { summaryId } readingProgress { isCompleted } highlights(limit: 20) { totalCount } }',
    );
    expect(answer.errors).toBeUndefined();
    const data = answer.data as {
      favorites: unknown[];
      readingProgress: Array<{ isCompleted: boolean }>;
      highlights: { totalCount: number };
    };
    expect(data.favorites).toHaveLength(10);
    expect(data.readingProgress.filter((entry) => entry.isCompleted)).toHaveLength(5);
    expect(data.highlights.totalCount).toBe(10);
  });
});

import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { CatalogEvents, eventQueueName, type EventEnvelope } from '@distill/contracts';
import { OutboxEvent, redisConnectionOptions } from '@distill/platform';
import { createMember, eventually, testRedisUrl } from '@distill/platform/testing';
import {
  createSummary as createCatalogSummary,
  querySubgraph,
  startCatalog,
  viewers as catalogViewers,
  type CatalogTestApp,
} from '@distill/catalog/testing';
import { startReadingProcess, type ReadingProcess } from '../src/testing/reading-process.js';

/**
 * The whole event path: the catalog writes its events to its outbox, the relay puts them on
 * reading's BullMQ queue, and reading's inbox applies them to its projection.
 */
let catalog: CatalogTestApp;
let reading: ReadingProcess;

beforeAll(async () => {
  catalog = await startCatalog('reading_events');
  reading = await startReadingProcess('catalog_events', {
    EVENTS_PREFIX: catalog.config.EVENTS_PREFIX,
    INTERNAL_SECRET: catalog.config.INTERNAL_SECRET,
  });
});
afterAll(async () => {
  await reading?.close();
  if (!catalog) return;
  await catalog.close();
  const redis = new Redis(testRedisUrl());
  const keys = await redis.keys(`${catalog.config.EVENTS_PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const member = createMember();
const TZ = 'Europe/Berlin';
const OVERVIEW = `query($tz: String!) {
  favorites { summaryId }
  readingProgress { summaryId isCompleted }
  readingStats(timeZone: $tz) { booksRead favoriteCount categoriesExplored timeSaved }
}`;
const overview = async () => (await reading.graphql(member, OVERVIEW, { tz: TZ })).data;

async function relayUntilApplied<T>(probe: () => Promise<T | undefined>): Promise<T> {
  return eventually(async () => {
    await catalog.relay.relayPending();
    return probe();
  }, 30_000);
}

async function latestCatalogEvent(type: string): Promise<EventEnvelope> {
  const row = await catalog.dataSource
    .getRepository(OutboxEvent)
    .findOneOrFail({ where: { type }, order: { createdAt: 'DESC' } });
  return row.envelope;
}

it('drops an unpublished summary from lists and stats, applies a replay once, and keeps history', async () => {
  const summary = await createCatalogSummary(catalog, { isPremium: false, readingTimeMinutes: 12 });
  const ADD = `mutation($id: ID!) { addFavorite(summaryId: $id) { summaryId } }`;
  await relayUntilApplied(async () => {
    const answer = await reading.graphql(member, ADD, { id: summary.id });
    return answer.errors ? undefined : answer;
  });
  await reading.graphql(
    member,
    `mutation($id: ID!) { recordReadingProgress(input: { summaryId: $id, progressPercentage: 100 }) { isCompleted } }`,
    { id: summary.id },
  );
  const before = await overview();
  expect(before).toEqual({
    favorites: [{ summaryId: summary.id }],
    readingProgress: [{ summaryId: summary.id, isCompleted: true }],
    readingStats: { booksRead: 1, favoriteCount: 1, categoriesExplored: 0, timeSaved: 5.8 },
  });

  await catalog.summaryEditor.setPublished(catalogViewers.admin, summary.id, false);
  const emptied = {
    favorites: [],
    readingProgress: [],
    readingStats: { booksRead: 0, favoriteCount: 0, categoriesExplored: 0, timeSaved: 0 },
  };
  await relayUntilApplied(async () => {
    const now = await overview();
    return now?.favorites.length === 0 ? now : undefined;
  });
  expect(await overview()).toEqual(emptied);

  // The same event again (a redelivery, as after a relay crash) is recognised by its id.
  const unpublished = await latestCatalogEvent(CatalogEvents.SummaryUnpublished);
  const queue = new Queue(eventQueueName('reading'), {
    connection: redisConnectionOptions(testRedisUrl()),
    prefix: catalog.config.EVENTS_PREFIX,
  });
  const replay = await queue.add(unpublished.type, unpublished, {
    jobId: `${unpublished.id}-replay`,
  });
  await eventually(async () => ((await replay.getState()) === 'completed' ? true : undefined));
  await queue.close();
  expect(await overview()).toEqual(emptied);

  // Nothing was lost: publishing it again brings the member's favourite and progress back.
  await catalog.summaryEditor.setPublished(catalogViewers.admin, summary.id, true);
  await relayUntilApplied(async () => {
    const now = await overview();
    return now?.favorites.length === 1 ? now : undefined;
  });
  expect(await overview()).toEqual(before);
});

it('lets a member record progress and favourite a summary they unlocked with a free pick, and no one else', async () => {
  const summary = await createCatalogSummary(catalog, { isPremium: true });
  const picker = createMember();
  const other = createMember();
  const PROGRESS = `mutation($id: ID!) { recordReadingProgress(input: { summaryId: $id, progressPercentage: 40 }) { progressPercentage } }`;
  // Once the summary is projected, the premium rule holds: no pick, no progress.
  const refused = await relayUntilApplied(async () => {
    const answer = await reading.graphql(picker, PROGRESS, { id: summary.id });
    return answer.errors?.[0]?.message === 'Summary not found' ? undefined : answer;
  });
  expect(refused.errors?.[0]?.message).toBe('A Premium subscription is required for this summary');

  const { body } = await querySubgraph(
    catalog,
    picker,
    `mutation($id: ID!) { useFreePick(summaryId: $id, timeZone: "Europe/Berlin") { created } }`,
    { id: summary.id },
  );
  expect(body.data.useFreePick.created).toBe(true);

  const recorded = await relayUntilApplied(async () => {
    const answer = await reading.graphql(picker, PROGRESS, { id: summary.id });
    return answer.errors ? undefined : answer;
  });
  expect(recorded.data?.recordReadingProgress).toEqual({ progressPercentage: 40 });
  const favourite = await reading.graphql(
    picker,
    `mutation($id: ID!) { addFavorite(summaryId: $id) { summaryId } }`,
    { id: summary.id },
  );
  expect(favourite.data?.addFavorite).toEqual({ summaryId: summary.id });
  expect((await reading.graphql(other, PROGRESS, { id: summary.id })).errors?.[0]?.message).toBe(
    'A Premium subscription is required for this summary',
  );
});

import { randomUUID } from 'node:crypto';
import { CatalogEvents, type SectionSnapshot, type SummarySnapshot } from '@distill/contracts';
import { InboxEventServer, parseConfig } from '@distill/platform';
import {
  eventEnvelope,
  startTestService,
  subgraphCaller,
  type SubgraphCaller,
  type TestService,
} from '@distill/platform/testing';
import { ReadingAppModule } from '../app.module.js';
import { readingConfigSchema, type ReadingConfig } from '../config.js';
import { READING_MIGRATIONS } from '../reading.schema.js';

export interface ReadingTestApp extends TestService<ReadingConfig> {
  inbox: InboxEventServer;
  /** A GraphQL operation as `viewer`, signed like the gateway signs it. */
  graphql: SubgraphCaller;
}

/**
 * The real reading service on an ephemeral port with a fresh database. Its event consumer runs
 * on `EVENTS_PREFIX` (random unless given: pass the catalog's to receive its events).
 */
export async function startReading(
  label: string,
  env: Record<string, string> = {},
): Promise<ReadingTestApp> {
  const service = await startTestService({
    service: 'reading',
    label,
    migrations: READING_MIGRATIONS,
    parseConfig: (settings) => parseConfig(readingConfigSchema, settings),
    appModule: (config) => ReadingAppModule.forRoot(config),
    env,
  });
  return {
    ...service,
    inbox: service.app.get(InboxEventServer),
    graphql: subgraphCaller(service.url, service.config.INTERNAL_SECRET),
  };
}

let counter = 0;

/** A catalog summary as its events describe it (published, free unless overridden). */
export function createSummarySnapshot(overrides: Partial<SummarySnapshot> = {}): SummarySnapshot {
  counter += 1;
  return {
    id: randomUUID(),
    title: `Summary ${counter}`,
    author: `Author ${counter}`,
    categoryId: randomUUID(),
    coverImageUrl: null,
    readingTimeMinutes: 15,
    isPremium: false,
    isPublished: true,
    ...overrides,
  };
}

/**
 * Makes a summary known to reading by delivering `catalog.summary.published` through the
 * service's own inbox (the code path the queue drives, without waiting for Redis).
 */
export async function createSummary(
  reading: ReadingTestApp,
  overrides: Partial<SummarySnapshot> = {},
): Promise<SummarySnapshot> {
  const summary = createSummarySnapshot(overrides);
  await reading.inbox.deliver(eventEnvelope(CatalogEvents.SummaryPublished, { summary }));
  return summary;
}

/**
 * Makes a section and its text known to reading by delivering `catalog.section.created` (what
 * the catalog writes for every section, edited or not), through the service's own inbox.
 */
export async function createSection(
  reading: ReadingTestApp,
  summaryId: string,
  content: string,
  place: { title: string; order: number } = { title: 'Section', order: 1 },
): Promise<SectionSnapshot> {
  const section: SectionSnapshot = { id: randomUUID(), summaryId, ...place };
  await reading.inbox.deliver(
    eventEnvelope(CatalogEvents.SectionCreated, {
      section,
      content,
      sectionOrders: [{ id: section.id, order: section.order }],
    }),
  );
  return section;
}

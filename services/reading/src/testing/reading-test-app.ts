import { randomBytes, randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CatalogEvents,
  type EventEnvelope,
  type EventPayloads,
  type SummarySnapshot,
} from '@distill/contracts';
import { createServiceApp, InboxEventServer } from '@distill/platform';
import { createTestDatabase, subgraphCaller, type SubgraphCaller } from '@distill/platform/testing';
import { ReadingAppModule } from '../app.module.js';
import type { ReadingConfig } from '../config.js';
import { readingTestConfig } from './reading-process.js';

export interface ReadingTestApp {
  app: INestApplication;
  config: ReadingConfig;
  url: string;
  dataSource: DataSource;
  inbox: InboxEventServer;
  /** A GraphQL operation as `viewer`, signed like the gateway signs it. */
  graphql: SubgraphCaller;
  close(): Promise<void>;
}

/**
 * The real reading service on an ephemeral port with a fresh database. Its event consumer runs
 * on `EVENTS_PREFIX` (random unless given: pass the catalog's to receive its events).
 */
export async function startReading(
  label: string,
  env: Record<string, string> = {},
): Promise<ReadingTestApp> {
  const database = await createTestDatabase(`reading_${label}`);
  const config = readingTestConfig(database.url, {
    EVENTS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    OUTBOX_POLL_INTERVAL_MS: '60000',
    ...env,
  });
  const app = await createServiceApp(ReadingAppModule.forRoot(config));
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  return {
    app,
    config,
    url,
    dataSource: app.get(DataSource),
    inbox: app.get(InboxEventServer),
    graphql: subgraphCaller(url, config.INTERNAL_SECRET),
    async close() {
      await app.close();
      await database.drop();
    },
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

/** An event envelope as the catalog's outbox writes it. */
export function catalogEvent<T extends keyof EventPayloads>(
  type: T,
  payload: EventPayloads[T],
  occurredAt = new Date(),
): EventEnvelope<EventPayloads[T], T> {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: occurredAt.toISOString(),
    producer: 'catalog',
    correlationId: null,
    payload,
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
  await reading.inbox.deliver(catalogEvent(CatalogEvents.SummaryPublished, { summary }));
  return summary;
}

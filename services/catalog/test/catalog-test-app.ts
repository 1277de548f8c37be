import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MemberViewer, Viewer } from '@distill/contracts';
import { createServiceApp, OutboxRelay, parseConfig } from '@distill/platform';
import { createTestDatabase, postSignedGraphQL, testRedisUrl } from '@distill/platform/testing';
import { CatalogAppModule } from '../src/app.module.js';
import { catalogConfigSchema, type CatalogConfig } from '../src/config.js';
import { SummariesService, type SummaryInput } from '../src/summaries/summaries.service.js';
import { Category } from '../src/categories/category.entity.js';
import { Section } from '../src/sections/section.entity.js';

export interface CatalogTestApp {
  app: INestApplication;
  config: CatalogConfig;
  url: string;
  dataSource: DataSource;
  summaries: SummariesService;
  relay: OutboxRelay;
  close(): Promise<void>;
}

/**
 * The real catalog service on an ephemeral port with a fresh database and its own event queue
 * prefix. The relay only runs when a test calls `relay.relayPending()`.
 */
export async function startCatalog(
  label: string,
  env: Record<string, string> = {},
): Promise<CatalogTestApp> {
  const database = await createTestDatabase(`catalog_${label}`);
  const config = parseConfig(catalogConfigSchema, {
    CATALOG_DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    EVENTS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    SEED_EMPTY_CATALOG: 'false',
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_INTERVAL_MS: '60000',
    ...env,
  });
  const app = await createServiceApp(CatalogAppModule.forRoot(config));
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    config,
    url: `http://127.0.0.1:${address.port}`,
    dataSource: app.get(DataSource),
    summaries: app.get(SummariesService),
    relay: app.get(OutboxRelay),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export const viewers = {
  admin: member({ role: 'admin', email: 'admin@example.com' }),
  freeMember: member({ email: 'free@example.com' }),
  subscriber: member({
    subscriptionStatus: 'active',
    subscriptionType: 'monthly',
    email: 'sub@example.com',
  }),
};

function member(overrides: Partial<MemberViewer>): MemberViewer {
  return {
    kind: 'member',
    id: crypto.randomUUID(),
    email: 'member@example.com',
    role: 'user',
    subscriptionStatus: 'free',
    subscriptionType: 'free',
    ...overrides,
  };
}

let counter = 0;

/** A summary with three sections, written through the service as an admin would. */
export async function createSummary(
  catalog: CatalogTestApp,
  overrides: Partial<SummaryInput> & { isPublished?: boolean } = {},
) {
  const { isPublished = true, ...input } = overrides;
  counter += 1;
  const created = await catalog.summaries.create(viewers.admin, {
    title: `Summary ${counter}`,
    author: `Author ${counter}`,
    description: 'A test summary.',
    content: `Opening line ${counter}.\n\nSecond line ${counter}.\nThird line, full content only ${counter}.`,
    ...input,
  });
  await catalog.dataSource.getRepository(Section).insert(
    [1, 2, 3].map((order) => ({
      summaryId: created.id,
      title: `Section ${order} of ${created.title}`,
      content: `Section body ${order} of ${created.title}: full text only.`,
      order,
    })),
  );
  return isPublished ? catalog.summaries.setPublished(viewers.admin, created.id, true) : created;
}

export async function createCategory(catalog: CatalogTestApp, name = `Category ${++counter}`) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return catalog.dataSource.getRepository(Category).save({ name, slug, description: null });
}

/** POSTs a GraphQL operation to the catalog subgraph as `viewer`, signed like the gateway does. */
export function querySubgraph(
  catalog: CatalogTestApp,
  viewer: Viewer,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return postSignedGraphQL(catalog.url, catalog.config.INTERNAL_SECRET, viewer, query, variables);
}

import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Viewer } from '@distill/contracts';
import { OutboxRelay, parseConfig } from '@distill/platform';
import {
  createTestViewers,
  postSignedGraphQL,
  startTestService,
  type TestService,
} from '@distill/platform/testing';
import { CatalogAppModule } from '../app.module.js';
import { CATALOG_MIGRATIONS } from '../catalog.schema.js';
import { catalogConfigSchema, type CatalogConfig } from '../config.js';
import { SummaryEditor } from '../summaries/summary-editor.service.js';
import { SummaryQueries } from '../summaries/summary-queries.service.js';
import type { SummaryInput } from '../summaries/summary.input.js';
import { SectionsService } from '../sections/sections.service.js';
import { CategoriesService } from '../categories/categories.service.js';
import { Category } from '../categories/category.entity.js';
import { Section } from '../sections/section.entity.js';

export interface CatalogTestApp extends TestService<CatalogConfig> {
  summaryQueries: SummaryQueries;
  summaryEditor: SummaryEditor;
  sections: SectionsService;
  categories: CategoriesService;
  relay: OutboxRelay;
}

/**
 * The real catalog service on an ephemeral port with a fresh database and its own event queue
 * prefix. The relay only runs when a test calls `relay.relayPending()`.
 */
export async function startCatalog(
  label: string,
  env: Record<string, string> = {},
): Promise<CatalogTestApp> {
  const service = await startTestService({
    service: 'catalog',
    label,
    migrations: CATALOG_MIGRATIONS,
    parseConfig: (settings) => parseConfig(catalogConfigSchema, settings),
    appModule: (config) => CatalogAppModule.forRoot(config),
    env: { SEED_EMPTY_CATALOG: 'false', ...env },
  });
  const { app } = service;
  return {
    ...service,
    summaryQueries: app.get(SummaryQueries),
    summaryEditor: app.get(SummaryEditor),
    sections: app.get(SectionsService),
    categories: app.get(CategoriesService),
    relay: app.get(OutboxRelay),
  };
}

export const viewers = createTestViewers();

/** What the factories need of a running catalog (a test app, or one inside another stack). */
export type CatalogKit = Pick<CatalogTestApp, 'summaryEditor' | 'dataSource'>;

export function catalogKitOf(app: INestApplication): CatalogKit {
  return { summaryEditor: app.get(SummaryEditor), dataSource: app.get(DataSource) };
}

let counter = 0;

/**
 * A summary with three sections, written through the service as an admin would (so publishing
 * it sends the catalog's events). Returns the admin's view and the sections.
 */
export async function createSummary(
  catalog: CatalogKit,
  overrides: Partial<SummaryInput> & { isPublished?: boolean } = {},
) {
  const { isPublished = true, ...input } = overrides;
  counter += 1;
  const created = await catalog.summaryEditor.create(viewers.admin, {
    title: `Summary ${counter}`,
    author: `Author ${counter}`,
    description: 'A test summary.',
    content: `Opening line ${counter}.\n\nSecond line ${counter}.\nThird line, full content only ${counter}.`,
    ...input,
  });
  const sections = [1, 2, 3].map((order) => ({
    summaryId: created.id,
    title: `Section ${order} of ${created.title}`,
    content: `Section body ${order} of ${created.title}: full text only.`,
    order,
  }));
  await catalog.dataSource.getRepository(Section).insert(sections);
  const summary = isPublished
    ? await catalog.summaryEditor.setPublished(viewers.admin, created.id, true)
    : created;
  return { ...summary, sections };
}

export async function createCategory(catalog: CatalogKit, name = `Category ${++counter}`) {
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

import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { Request } from 'express';
import { ANONYMOUS_VIEWER, type MemberViewer, type Viewer } from '@distill/contracts';
import { createLogger, createServiceApp, parseConfig } from '@distill/platform';
import { createTestDatabase, testRedisUrl } from '@distill/platform/testing';
import { CatalogAppModule } from '@distill/catalog/app.module';
import { catalogConfigSchema } from '@distill/catalog/config';
import { createGatewayApp } from '../src/app.js';
import { gatewayConfigSchema } from '../src/config.js';
import type { ViewerResolver } from '../src/viewer/viewer-resolver.js';
import pg from 'pg';

export const SUPERGRAPH_SDL = readFileSync(
  new URL('../supergraph.graphql', import.meta.url),
  'utf8',
);

export const testViewers: Record<'anonymous' | 'freeMember' | 'subscriber' | 'admin', Viewer> = {
  anonymous: ANONYMOUS_VIEWER,
  freeMember: member({ email: 'free@example.com' }),
  subscriber: member({
    email: 'sub@example.com',
    subscriptionStatus: 'active',
    subscriptionType: 'premium',
  }),
  admin: member({ email: 'admin@example.com', role: 'admin' }),
};

function member(overrides: Partial<MemberViewer>): MemberViewer {
  return {
    kind: 'member',
    id: crypto.randomUUID(),
    email: 'm@example.com',
    role: 'user',
    subscriptionStatus: 'free',
    subscriptionType: 'free',
    ...overrides,
  };
}

/**
 * Who is asking, for gateway tests written before sessions exist: the request names one of the
 * test viewers in `x-test-viewer`. Everything downstream (signing, subgraph verification, the
 * catalog's access rule) is the real code.
 */
export const testViewerResolver: ViewerResolver = {
  async resolve(req: Request) {
    const name = req.header('x-test-viewer') as keyof typeof testViewers | undefined;
    return (name && testViewers[name]) || ANONYMOUS_VIEWER;
  },
};

export interface GatewayTestStack {
  url: string;
  catalogDatabase: pg.Client;
  close(): Promise<void>;
}

/** The real catalog service and the real gateway (composed supergraph) on ephemeral ports. */
export async function startGatewayStack(
  label: string,
  env: Record<string, string> = {},
): Promise<GatewayTestStack> {
  const database = await createTestDatabase(`gateway_${label}`);
  const secret = `test-internal-secret-${crypto.randomUUID()}`;
  const catalogConfig = parseConfig(catalogConfigSchema, {
    CATALOG_DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    INTERNAL_SECRET: secret,
    EVENTS_PREFIX: `test-${label}`,
    SEED_EMPTY_CATALOG: 'false',
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_INTERVAL_MS: '60000',
  });
  const catalog: INestApplication = await createServiceApp(CatalogAppModule.forRoot(catalogConfig));
  await catalog.listen(0, '127.0.0.1');
  const catalogPort = (catalog.getHttpServer().address() as AddressInfo).port;

  const config = parseConfig(gatewayConfigSchema, {
    CATALOG_URL: `http://127.0.0.1:${catalogPort}/graphql`,
    REDIS_URL: testRedisUrl(),
    INTERNAL_SECRET: secret,
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const gateway = await createGatewayApp({
    config,
    logger: createLogger('gateway', 'silent'),
    supergraphSdl: SUPERGRAPH_SDL,
    viewers: testViewerResolver,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = gateway.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const catalogDatabase = new pg.Client({ connectionString: database.url });
  await catalogDatabase.connect();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    catalogDatabase,
    async close() {
      await catalogDatabase.end();
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
      await catalog.close();
      await database.drop();
    },
  };
}

export interface SummaryFixture {
  id: string;
  content: string;
  preview: string;
  sectionContents: string[];
}

/** Rows written straight into the catalog's tables: the data under test, not the code. */
export async function insertSummary(
  db: pg.Client,
  {
    title,
    isPremium,
    isPublished,
    isFeatured = false,
  }: { title: string; isPremium: boolean; isPublished: boolean; isFeatured?: boolean },
): Promise<SummaryFixture> {
  const content = `${title} opening line.\n\n${title} second line.\n${title} third line: full content only.`;
  const { rows } = await db.query(
    `INSERT INTO summary (title, author, content, is_premium, is_published, is_featured, published_at)
     VALUES ($1, 'Test Author', $2, $3, $4, $5, CASE WHEN $4 THEN now() END) RETURNING id`,
    [title, content, isPremium, isPublished, isFeatured],
  );
  const id = rows[0].id as string;
  const sectionContents = [1, 2].map(
    (order) => `${title} section ${order}: full section text only.`,
  );
  for (const [index, sectionContent] of sectionContents.entries()) {
    await db.query(
      `INSERT INTO section (summary_id, title, content, "order") VALUES ($1, $2, $3, $4)`,
      [id, `${title} section ${index + 1} title`, sectionContent, index + 1],
    );
  }
  return { id, content, preview: `${title} opening line.\n${title} second line.`, sectionContents };
}

export async function graphql(
  stack: GatewayTestStack,
  viewer: keyof typeof testViewers,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-viewer': viewer },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: any; errors?: any[] },
  };
}

export async function rest(
  stack: GatewayTestStack,
  viewer: keyof typeof testViewers,
  path: string,
) {
  const response = await fetch(`${stack.url}${path}`, { headers: { 'x-test-viewer': viewer } });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return {
    status: response.status,
    text,
    json: isJson ? JSON.parse(text) : undefined,
    headers: response.headers,
  };
}

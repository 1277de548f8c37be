import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ANONYMOUS_VIEWER, VIEWER_CONTEXT_HEADER, type Viewer } from '@distill/contracts';
import { createServiceApp, parseConfig, signViewerContext } from '@distill/platform';
import { closeTestApp, createMigratedTestDatabase, testRedisUrl } from '@distill/platform/testing';
export { eventually } from '@distill/platform/testing';
import { IdentityAppModule } from '../src/app.module.js';
import { identityConfigSchema, type IdentityConfig } from '../src/config.js';
import { IDENTITY_MIGRATIONS } from '../src/identity.schema.js';
import type { User } from '../src/users/user.entity.js';

export const TEST_ADMIN_EMAIL = 'admin@distill.test';
export const TEST_ADMIN_PASSWORD = 'admin-test-password-1';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface IdentityTestApp {
  app: INestApplication;
  config: IdentityConfig;
  url: string;
  dataSource: DataSource;
  redis: Redis;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { viewer?: Viewer; clientAddress?: string },
  ): Promise<GraphQLAnswer<T>>;
  close(): Promise<void>;
}

/** The identity service on an ephemeral port with its own fresh database and Redis prefix. */
export async function startIdentity(env: Record<string, string> = {}): Promise<IdentityTestApp> {
  const database = await createMigratedTestDatabase('identity', IDENTITY_MIGRATIONS);
  const prefix = `test-identity-${randomBytes(4).toString('hex')}`;
  const config = parseConfig(identityConfigSchema, {
    IDENTITY_DATABASE_URL: database.url,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: testRedisUrl(),
    EVENTS_PREFIX: prefix,
    OUTBOX_POLL_INTERVAL_MS: '100',
    PUBLIC_URL: 'https://distill.example',
    FIREBASE_PROJECT_ID: 'demo-distill',
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...env,
  });
  const app = await createServiceApp(IdentityAppModule.forRoot(config));
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const redis = new Redis(testRedisUrl());
  return {
    app,
    config,
    url,
    dataSource: app.get(DataSource),
    redis,
    async graphql(query, variables = {}, options = {}) {
      const header = await signViewerContext(
        options.viewer ?? ANONYMOUS_VIEWER,
        config.INTERNAL_SECRET,
        {
          clientAddress: options.clientAddress ?? null,
        },
      );
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [VIEWER_CONTEXT_HEADER]: header },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: GraphQLAnswer['errors'] };
      return { status: response.status, data: (body.data ?? null) as never, errors: body.errors };
    },
    async close() {
      await closeTestApp(app, 'identity');
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await database.drop();
    },
  };
}

export function memberViewer(
  user: Pick<User, 'id' | 'email' | 'role' | 'subscriptionStatus' | 'subscriptionType'>,
): Viewer {
  return {
    kind: 'member',
    id: user.id,
    email: user.email,
    role: user.role,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionType: user.subscriptionType,
  };
}

let counter = 0;
/** A fresh, valid, uncommon e-mail per call. */
export function uniqueEmail(label = 'reader'): string {
  counter += 1;
  return `${label}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export const GOOD_PASSWORD = 'violet-harbor-29';

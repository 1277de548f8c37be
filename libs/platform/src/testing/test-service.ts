import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SERVICE_MANIFEST, type ServiceName } from '@distill/contracts';
import { createServiceApp } from '../bootstrap/bootstrap-service.js';
import { closeTestApp } from './close-test-app.js';
import {
  createMigratedTestDatabase,
  createTestDatabase,
  testTransportEnv,
} from './test-infrastructure.js';

export interface TestService<Config> {
  app: INestApplication;
  config: Config;
  url: string;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * A service's real app on an ephemeral loopback port with a fresh database of its own and its own
 * event prefix (events, jobs and caches on Redis, or embedded under TEST_EMBEDDED). The relay
 * polls once a minute, so a test relays when it chooses; `env` overrides any setting.
 */
export async function startTestService<Config>(options: {
  service: ServiceName;
  /** Names the test database, so one test file's database is told from another's. */
  label: string;
  /**
   * The service's migrations: its database then starts as a copy of a template with them applied
   * rather than empty (the service migrates it at start either way).
   */
  migrations?: Array<new (...args: never[]) => unknown>;
  parseConfig(env: Record<string, string>): Config;
  appModule(config: Config): Parameters<typeof createServiceApp>[0];
  env?: Record<string, string>;
}): Promise<TestService<Config>> {
  const env = options.env ?? {};
  const label = `${options.service}_${options.label}`;
  const database = options.migrations
    ? await createMigratedTestDatabase(label, options.migrations)
    : await createTestDatabase(label);
  const config = options.parseConfig({
    [SERVICE_MANIFEST[options.service].databaseUrlVariable]: database.url,
    ...testTransportEnv(env.EVENTS_PREFIX ?? `test-${randomBytes(4).toString('hex')}`),
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_INTERVAL_MS: '60000',
    ...env,
  });
  const app = await createServiceApp(options.appModule(config));
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    dataSource: app.get(DataSource),
    async close() {
      try {
        await closeTestApp(app, options.service);
      } finally {
        await database.drop();
      }
    },
  };
}

import { randomBytes } from 'node:crypto';
import { parseConfig } from '@distill/platform';
import {
  createMigratedTestDatabase,
  startServiceProcess,
  subgraphCaller,
  testTransportEnv,
  type SubgraphCaller,
} from '@distill/platform/testing';
import { readingConfigSchema, type ReadingConfig } from '../config.js';
import { READING_MIGRATIONS } from '../reading.schema.js';

export interface ReadingProcess {
  url: string;
  /** Its own database, for tests that compare its state before and after. */
  databaseUrl: string;
  graphql: SubgraphCaller;
  close(): Promise<void>;
}

/**
 * The configuration of a reading service under test: its own database, events on `EVENTS_PREFIX`
 * (random unless given), quiet logs.
 */
export function readingTestConfig(databaseUrl: string, env: Record<string, string>): ReadingConfig {
  return parseConfig(readingConfigSchema, {
    READING_DATABASE_URL: databaseUrl,
    ...testTransportEnv(env.EVENTS_PREFIX ?? `test-${randomBytes(4).toString('hex')}`),
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/**
 * The built reading service in a child process (fresh database), for tests that also run the
 * catalog in their own process: both declare the `Summary` entity.
 */
export async function startReadingProcess(
  label: string,
  env: Record<string, string>,
  /** How long it may take to answer `/ready` (a start shared by many suites may wait longer). */
  readyTimeoutMs?: number,
): Promise<ReadingProcess> {
  const database = await createMigratedTestDatabase(`reading_${label}`, READING_MIGRATIONS);
  const config = readingTestConfig(database.url, env);
  const service = await startServiceProcess(
    'reading',
    {
      READING_DATABASE_URL: database.url,
      ...testTransportEnv(config.EVENTS_PREFIX),
      INTERNAL_SECRET: config.INTERNAL_SECRET,
      LOG_LEVEL: config.LOG_LEVEL,
      NODE_ENV: config.NODE_ENV,
      REVIEW_EMAIL_TICK_SECONDS: String(config.REVIEW_EMAIL_TICK_SECONDS),
    },
    readyTimeoutMs,
  ).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    url: service.url,
    databaseUrl: database.url,
    graphql: subgraphCaller(service.url, config.INTERNAL_SECRET),
    async close() {
      await service.stop();
      await database.drop();
    },
  };
}

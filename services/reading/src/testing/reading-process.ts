import type { Viewer } from '@distill/contracts';
import { parseConfig } from '@distill/platform';
import {
  callSubgraph,
  createTestDatabase,
  startServiceProcess,
  testRedisUrl,
} from '@distill/platform/testing';
import { readingConfigSchema } from '../config.js';

export interface ReadingProcess {
  url: string;
  graphql: <T = Record<string, any>>(
    viewer: Viewer,
    query: string,
    variables?: Record<string, unknown>,
  ) => ReturnType<typeof callSubgraph<T>>;
  close(): Promise<void>;
}

/**
 * The built reading service in a child process (fresh database), for tests that also run the
 * catalog in their own process: both declare the `Summary` entity.
 */
export async function startReadingProcess(
  label: string,
  env: Record<string, string>,
): Promise<ReadingProcess> {
  const database = await createTestDatabase(`reading_${label}`);
  const config = parseConfig(readingConfigSchema, {
    READING_DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const service = await startServiceProcess('reading', {
    READING_DATABASE_URL: database.url,
    REDIS_URL: config.REDIS_URL,
    INTERNAL_SECRET: config.INTERNAL_SECRET,
    EVENTS_PREFIX: config.EVENTS_PREFIX,
    LOG_LEVEL: config.LOG_LEVEL,
    NODE_ENV: config.NODE_ENV,
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    url: service.url,
    graphql: (viewer, query, variables = {}) =>
      callSubgraph(service.url, config.INTERNAL_SECRET, viewer, query, variables),
    async close() {
      await service.stop();
      await database.drop();
    },
  };
}

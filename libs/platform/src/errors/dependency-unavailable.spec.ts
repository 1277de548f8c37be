import type { GraphQLFormattedError } from 'graphql';
import pg from 'pg';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { freePort } from '../net/ports.js';
import { testDatabaseServerUrl } from '../testing/test-infrastructure.js';
import { isDependencyUnavailable } from './dependency-unavailable.js';
import { createGraphQLErrorFormatter } from './graphql-error-formatter.js';

const format = createGraphQLErrorFormatter(pino({ level: 'silent' }));
const formatted: GraphQLFormattedError = { message: 'whatever', path: ['viewerForSession'] };

/** The error a query raises when its PostgreSQL session is ended by the server (57P01). */
async function terminatedSessionError(): Promise<unknown> {
  const dataSource = new DataSource({ type: 'postgres', url: testDatabaseServerUrl() });
  await dataSource.initialize();
  try {
    await dataSource.query('SELECT pg_terminate_backend(pg_backend_pid())');
    throw new Error('the session was not terminated');
  } catch (error) {
    return error;
  } finally {
    await dataSource.destroy();
  }
}

async function refusedConnectionError(): Promise<unknown> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
  });
  return dataSource.initialize().then(
    () => new Error('connected to nothing'),
    (error: unknown) => error,
  );
}

describe('a dependency that is away is SERVICE_UNAVAILABLE, never INTERNAL_SERVER_ERROR', () => {
  it('maps a PostgreSQL session ended by the server (admin shutdown) to SERVICE_UNAVAILABLE', async () => {
    const error = await terminatedSessionError();
    expect(format(formatted, error)).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a few seconds.',
      path: ['viewerForSession'],
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5, correlationId: null },
    });
  });

  it('maps a refused connection to SERVICE_UNAVAILABLE', async () => {
    const error = await refusedConnectionError();
    expect(format(formatted, error).extensions?.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('maps "not yet accepting connections" and "starting up" (57P03) to SERVICE_UNAVAILABLE', () => {
    for (const message of [
      'the database system is not yet accepting connections',
      'the database system is starting up',
      'the database system is shutting down',
    ]) {
      const error = Object.assign(new pg.DatabaseError(message, message.length, 'error'), {
        code: '57P03',
      });
      expect(format(formatted, error).extensions?.code).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('maps a pool that timed out waiting for a connection to SERVICE_UNAVAILABLE', () => {
    expect(isDependencyUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(
      true,
    );
  });

  it('keeps an unexpected error a generic INTERNAL_SERVER_ERROR', () => {
    const result = format(formatted, new TypeError('Cannot read properties of undefined'));
    expect(result.message).toBe('Internal server error');
    expect(result.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(
      isDependencyUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })),
    ).toBe(false);
  });
});

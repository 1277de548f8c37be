import type { DataSource, EntityManager } from 'typeorm';
import { SearchError } from './search.error.js';

/**
 * Every search's statements together get no longer than this: a query PostgreSQL cannot answer
 * quickly is cut short with a 503, never left to hold a connection.
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 2_000;

/**
 * Runs a search's statements in one read transaction bounded by the statement timeout; a search
 * the timeout cut short is `SearchError.tooSlow()` (503 with Retry-After), any other failure
 * passes on as it is.
 */
export async function inSearchTransaction<T>(
  dataSource: DataSource,
  search: (manager: EntityManager) => Promise<T>,
  timeoutMs = SEARCH_STATEMENT_TIMEOUT_MS,
): Promise<T> {
  try {
    return await dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`);
      return search(manager);
    });
  } catch (error) {
    if (isStatementTimeout(error)) throw SearchError.tooSlow();
    throw error;
  }
}

/** PostgreSQL's query_canceled, which statement_timeout raises. */
function isStatementTimeout(error: unknown): boolean {
  const failure = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  return failure?.code === '57014' || failure?.driverError?.code === '57014';
}

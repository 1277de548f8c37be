const UNIQUE_VIOLATION = '23505';

/** True when PostgreSQL refused a write because a unique index already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    (error as { code?: string; driverError?: { code?: string } })?.driverError?.code ===
      UNIQUE_VIOLATION || (error as { code?: string })?.code === UNIQUE_VIOLATION
  );
}

/**
 * SQLSTATEs of a server that cannot serve right now: class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now ("the database system is
 * starting up", "... is shutting down", "... is not yet accepting connections") and 53300
 * too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/**
 * What node-postgres and its pool say when the server went away or never answered, and what
 * PostgreSQL says of a database closed to connections (`ALLOW_CONNECTIONS false`, maintenance).
 */
const UNAVAILABLE_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|connection is not queryable|the database system is (starting up|shutting down|not yet accepting connections|in recovery mode)|is not currently accepting connections/i;

/**
 * True when a query failed because PostgreSQL could not be reached or is not accepting work
 * (stopped, restarting, recovering, pool exhausted): a fault to retry later, not a bug. Looks
 * through TypeORM's `driverError` and `cause` to the driver's own error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causesOf(error).some((cause) => {
    const code = typeof cause.code === 'string' ? cause.code : '';
    return UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_MESSAGE.test(String(cause.message));
  });
}

/** The error, then what it wraps (TypeORM's `driverError`, `cause`), a few levels deep. */
export function causesOf(error: unknown): Array<{ code?: unknown; message?: unknown }> {
  const chain: Array<{ code?: unknown; message?: unknown }> = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < 5) {
    const wrapper = current as { driverError?: unknown; cause?: unknown };
    chain.push(current as { code?: unknown; message?: unknown });
    current = wrapper.driverError ?? wrapper.cause;
  }
  return chain;
}

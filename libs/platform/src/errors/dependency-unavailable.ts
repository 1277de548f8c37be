import { causesOf, isDatabaseUnavailable } from '../database/database-errors.js';

/** What a client reads while a dependency is away: plain, with nothing internal in it. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a few seconds.';

/** The `Retry-After` (seconds) sent with every 503 for a fault. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket errors of a peer that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** What ioredis says when Redis is away and a command cannot wait for it. */
const REDIS_UNAVAILABLE_MESSAGE =
  /^Connection is closed|Reached the max retries per request limit|Stream isn't writeable|LOADING Redis is loading/;

/**
 * True when an operation failed because something this process depends on (PostgreSQL, Redis,
 * another service) is unreachable or not yet serving: the caller gets 503 with `Retry-After`
 * and SERVICE_UNAVAILABLE, never a 500 (a bug) or a 401 (a sign-out).
 */
export function isDependencyUnavailable(error: unknown): boolean {
  return (
    isDatabaseUnavailable(error) ||
    causesOf(error).some(
      (cause) =>
        NETWORK_CODES.has(String(cause.code)) ||
        REDIS_UNAVAILABLE_MESSAGE.test(String(cause.message)),
    )
  );
}

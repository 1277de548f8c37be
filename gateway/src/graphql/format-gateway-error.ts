import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import {
  GENERIC_ERROR_MESSAGE,
  httpStatusForGraphQLCode,
  isDependencyUnavailable,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '@distill/platform';
import { SubgraphUnavailableError } from './subgraph-client.js';

/** A subgraph's HTTP answer that is not GraphQL but says "not now" (a proxy's, a draining server's). */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * Subgraph errors arrive already shaped by their own formatter; the gateway keeps the ones a
 * client can act on (4xx codes, and SERVICE_UNAVAILABLE with its message, e.g. "Payments are not
 * configured on this server"). A subgraph the gateway cannot reach is SERVICE_UNAVAILABLE with a
 * plain message; anything else is hidden behind a generic text.
 */
export function formatGatewayError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    if (isUnreachableSubgraph(error)) {
      logger.warn({ err: error }, 'GraphQL operation failed: a subgraph is unreachable');
      return {
        message: SERVICE_UNAVAILABLE_MESSAGE,
        path: formatted.path,
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: RETRY_AFTER_SECONDS },
      };
    }
    const code = formatted.extensions?.code;
    const status = httpStatusForGraphQLCode(code);
    if (status < 500 || status === 503) {
      const retryAfterSeconds = formatted.extensions?.retryAfterSeconds;
      return {
        message: formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) },
      };
    }
    const correlationId = formatted.extensions?.correlationId;
    logger.error({ err: error, correlationId, code }, 'GraphQL operation failed');
    return {
      message: GENERIC_ERROR_MESSAGE,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', ...(correlationId ? { correlationId } : {}) },
    };
  };
}

/**
 * The gateway's own failure to reach a subgraph (refused, reset, timed out, a 502/503/504 that
 * is not GraphQL), as opposed to an error the subgraph answered. Apollo passes the fetch
 * error as it is or wraps it in `originalError`.
 */
function isUnreachableSubgraph(error: unknown): boolean {
  for (let current = error; current;) {
    if (
      current instanceof SubgraphUnavailableError ||
      isFetchFailure(current) ||
      isDependencyUnavailable(current)
    ) {
      return true;
    }
    const { originalError, extensions } = current as {
      originalError?: unknown;
      extensions?: { response?: { status?: unknown } };
    };
    if (UNAVAILABLE_STATUSES.has(Number(extensions?.response?.status))) return true;
    current = originalError;
  }
  return false;
}

/** undici's `fetch` rejects every network failure (refused, reset, DNS, TLS) with this. */
function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && error.message === 'fetch failed';
}

import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from 'pino';
import { currentCorrelationId } from '../logging/request-context.js';
import {
  isDependencyUnavailable,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
} from './dependency-unavailable.js';
import { DomainError, GENERIC_ERROR_MESSAGE, GRAPHQL_CODE_BY_KIND } from './domain-error.js';

/** Apollo codes produced by GraphQL itself for a malformed request: safe to show as they are. */
const CLIENT_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * The single place a subgraph decides what an error looks like to its caller: domain errors
 * keep their message and get a code; a dependency that is away (PostgreSQL, Redis) is
 * SERVICE_UNAVAILABLE with a plain message; anything unexpected is logged with the correlation
 * id and replaced by a generic message.
 */
export function createGraphQLErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: {
          ...original.extensions,
          code: GRAPHQL_CODE_BY_KIND[original.kind],
          reason: original.code,
        },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code } };
    }
    const correlationId = currentCorrelationId();
    if (isDependencyUnavailable(original)) {
      logger.warn(
        { err: original, correlationId },
        'GraphQL operation failed: dependency unavailable',
      );
      return {
        message: SERVICE_UNAVAILABLE_MESSAGE,
        path: formatted.path,
        extensions: {
          code: GRAPHQL_CODE_BY_KIND.unavailable,
          retryAfterSeconds: RETRY_AFTER_SECONDS,
          correlationId,
        },
      };
    }
    logger.error({ err: original, correlationId }, 'unhandled error in GraphQL operation');
    return {
      message: GENERIC_ERROR_MESSAGE,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', correlationId },
    };
  };
}

import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { GENERIC_ERROR_MESSAGE, httpStatusForGraphQLCode } from '@distill/platform';

/**
 * Subgraph errors arrive already shaped by their own formatter; the gateway keeps client-facing
 * ones and hides anything else (a subgraph being down, a planning failure) behind a generic text.
 */
export function formatGatewayError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (httpStatusForGraphQLCode(code) < 500) {
      return {
        message: formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code },
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

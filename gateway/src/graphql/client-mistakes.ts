import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { httpStatusForGraphQLCode } from '@distill/platform';

function clientError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

/**
 * Client mistakes answer as client errors. The gateway's executor would fail on an operation it
 * cannot pick (unknown operationName, several anonymous operations) or run (a subscription: the
 * supergraph has none) with a 500; they are refused before execution. A persisted-query refusal
 * (which Apollo sends with 200) gets its 4xx status. Execution errors (UNAUTHENTICATED,
 * FORBIDDEN, ...) keep GraphQL's 200 with the error's code: a browser would log a 401 as a
 * failed resource on every signed-out query.
 */
const PERSISTED_QUERY_CODES = new Set([
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'PERSISTED_QUERY_NOT_FOUND',
]);

export function clientMistakesAsClientErrors<
  TContext extends object,
>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, request }) {
          if (!operation) {
            throw clientError(
              request.operationName
                ? `Unknown operation named "${request.operationName}".`
                : 'Must provide operation name if query contains multiple operations.',
              'OPERATION_RESOLUTION_FAILURE',
            );
          }
          if (operation.operation === 'subscription') {
            throw clientError('Subscriptions are not supported', 'GRAPHQL_VALIDATION_FAILED');
          }
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if ((data !== undefined && data !== null) || !errors?.length) return;
          const code = errors[0]?.extensions?.code;
          if (typeof code !== 'string' || !PERSISTED_QUERY_CODES.has(code)) return;
          if (response.http) response.http.status = httpStatusForGraphQLCode(code);
        },
      };
    },
  };
}

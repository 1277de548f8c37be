import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { httpStatusForGraphQLCode } from '@distill/platform';

function clientError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

/**
 * Client mistakes answer as client errors. The gateway's executor would fail on an operation it
 * cannot pick (unknown operationName, several anonymous operations) or run (a subscription: the
 * supergraph has none) with a 500; they are refused before execution. Any answer without data
 * whose error is the client's (e.g. PERSISTED_QUERY_NOT_SUPPORTED, which Apollo sends with 200)
 * gets that error's 4xx status.
 */
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
          const status = httpStatusForGraphQLCode(errors[0]?.extensions?.code);
          if (status < 500 && response.http) response.http.status = status;
        },
      };
    },
  };
}

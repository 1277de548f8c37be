import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { Viewer } from '@distill/contracts';
import { READ_ONLY_MESSAGE } from './partner-access.js';

/** A partner key can change nothing: every GraphQL operation but a query is refused (403). */
export function partnerReadOnly<
  TContext extends { viewer: Viewer },
>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (contextValue.viewer.kind === 'partner' && operation?.operation !== 'query') {
            throw new GraphQLError(READ_ONLY_MESSAGE, {
              extensions: { code: 'FORBIDDEN', http: { status: 403 } },
            });
          }
        },
      };
    },
  };
}

import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { CROSS_ORIGIN_REFUSED, isCrossOrigin } from '../origins/trusted-origins.js';

/**
 * CSRF defence for `/graphql`, the REST routes' check (`isCrossOrigin`) applied to a mutation
 * sent with cookies: a page on another site cannot make a signed-in member's browser write.
 * Queries are left alone (the browser keeps their answers from that page), and so are requests
 * without cookies (a partner's API key or bearer token is no ambient credential).
 */
export function refuseCrossOriginMutations<TContext extends BaseContext>(
  trustedOrigins: ReadonlySet<string>,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart({ request }) {
      const headers = request.http?.headers;
      return {
        async didResolveOperation({ operation }) {
          if (!headers?.get('cookie') || operation?.operation !== 'mutation') return;
          if (!isCrossOrigin((name) => headers.get(name), trustedOrigins)) return;
          throw new GraphQLError(CROSS_ORIGIN_REFUSED, {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          });
        },
      };
    },
  };
}

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { bearerHeaderFor, readStoredToken } from './auth-token';
import { inlinedFirstViewData } from './first-view-data';
import { forgetOnViewerChange } from './viewer-change';

const authLink = new SetContextLink((prevContext) => {
  const headers = (prevContext.headers ?? {}) as Record<string, string>;
  return { headers: { ...headers, ...bearerHeaderFor(headers, readStoredToken()) } };
});

const httpLink = new HttpLink({ uri: '/graphql', credentials: 'include' });

/** The client's cache, the same in the browser and in the gateway's render of a first view. */
export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One progress and one favourite per summary for the signed-in member (the store is
      // cleared when the member changes), so a write anywhere updates every screen.
      ReadingProgress: { keyFields: ['summaryId'] },
      Favorite: { keyFields: ['summaryId'] },
      Query: {
        fields: {
          // One list per search; a page asked for with a cursor extends it ("load more").
          summaryPage: {
            keyArgs: ['q', 'categoryId', 'length', 'access', 'sort', 'limit'],
            merge(existing, incoming, { args }) {
              return args?.cursor && existing
                ? { ...incoming, items: [...existing.items, ...incoming.items] }
                : incoming;
            },
          },
        },
      },
    },
  });
}

/**
 * The one GraphQL client of the page. This module loads with the first screen that talks
 * GraphQL (see lib/WithApollo.tsx), never with the landing, legal or sign-in pages. It starts
 * from the answers the page's first view was rendered with, when the gateway inlined them.
 */
export const apolloClient = new ApolloClient({
  link: ApolloLink.from([authLink, httpLink]),
  cache: createApolloCache().restore(inlinedFirstViewData() ?? {}),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-first' },
  },
});

forgetOnViewerChange(() => void apolloClient.clearStore().catch(() => undefined));

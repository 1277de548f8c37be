import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { bearerHeaderFor, readStoredToken } from './auth-token';
import { afterFirstScreen } from './first-screen';
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

const firstViewData = inlinedFirstViewData();

/**
 * The one GraphQL client of the page. This module loads with the first screen that talks
 * GraphQL (see lib/WithApollo.tsx), never with the landing, legal or sign-in pages. It starts
 * from the answers the page's first view was rendered with, when the gateway inlined them.
 */
export const apolloClient = new ApolloClient({
  link: ApolloLink.from([authLink, httpLink]),
  cache: createApolloCache().restore(firstViewData ?? {}),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-first' },
  },
});

if (firstViewData) {
  // The inlined answers are moments old: until the first screen has hydrated, a query that would
  // ask again anyway (cache-and-network, network-only) takes what the cache holds, as Apollo means
  // it to after a server render, instead of asking the gateway for it a second time.
  apolloClient.prioritizeCacheValues = true;
  afterFirstScreen(() => {
    apolloClient.prioritizeCacheValues = false;
  });
}

forgetOnViewerChange(() => void apolloClient.clearStore().catch(() => undefined));

import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { apolloClient } from './apollo';

/**
 * Gives the screens that talk GraphQL the page's client: as a layout route around them, or
 * around `children`. Loaded lazily, so Apollo stays out of a visitor's first load of `/`.
 */
export default function WithApollo({ children }: { children?: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children ?? <Outlet />}</ApolloProvider>;
}

import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { FreePicksProvider } from '../features/free-picks/components/FreePicksProvider';
import { apolloClient } from './apollo';

/**
 * Gives the screens that talk GraphQL the page's client: as a layout route around them, or
 * around `children`, with the member's free picks. Loaded lazily, so Apollo stays out of a
 * visitor's first load of `/`.
 */
export default function WithApollo({ children }: { children?: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <FreePicksProvider>{children ?? <Outlet />}</FreePicksProvider>
    </ApolloProvider>
  );
}

import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PendingDeletionNotice } from '../features/account/components/PendingDeletionNotice';
import { FreePicksProvider } from '../features/free-picks/components/FreePicksProvider';
import { apolloClient } from './apollo';

/**
 * Gives the screens that talk GraphQL the page's client: as a layout route around them, or
 * around `children`, with the member's free picks. Loaded lazily, so Apollo stays out of a
 * visitor's first load of `/`. The gateway's render of a first view (src/prerender.tsx) brings
 * a client of its own.
 */
export default function WithApollo({ children }: { children?: ReactNode }) {
  const serverClient = useContext(getApolloContext()).client;
  return (
    <ApolloProvider client={serverClient ?? apolloClient}>
      <FreePicksProvider>
        <PendingDeletionNotice />
        {children ?? <Outlet />}
      </FreePicksProvider>
    </ApolloProvider>
  );
}

import { lazy } from 'react';
import { PageLoading } from '../components/ui/page-loading';
import { useAuth } from '../features/auth/hooks/useAuth';
// A visitor's first page: in the first load, so the prerendered landing hydrates at once.
import LandingPage from './LandingPage';

const HomePage = lazy(() => import('./HomePage'));
const WithApollo = lazy(() => import('../lib/WithApollo'));

/** `/`: the signed-in home when authenticated, the landing page otherwise (spec section 2). */
export default function HomeRoute() {
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Loading" />;
  if (state.status === 'signedIn') {
    return (
      <WithApollo>
        <HomePage user={state.user} />
      </WithApollo>
    );
  }
  return <LandingPage />;
}

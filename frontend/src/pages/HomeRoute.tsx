import { lazy } from 'react';
import { PageLoading } from '../components/ui/page-loading';
import { useAuth } from '../features/auth/hooks/useAuth';

const LandingPage = lazy(() => import('./LandingPage'));
const HomePage = lazy(() => import('./HomePage'));

/** `/`: the signed-in home when authenticated, the landing page otherwise (spec section 2). */
export default function HomeRoute() {
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Loading" />;
  if (state.status === 'signedIn') return <HomePage user={state.user} />;
  return <LandingPage />;
}

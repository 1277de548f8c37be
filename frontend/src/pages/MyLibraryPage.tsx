import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/ui/page-loading';
import { signInPath } from '../features/auth/auth-redirect';
import { useAuth } from '../features/auth/hooks/useAuth';
import { MyLibrary } from '../features/my-library/components/MyLibrary';
import { useDocumentTitle } from '../lib/use-document-title';

/** /my-library: the member's saved, in-progress and finished books; visitors sign in first. */
export default function MyLibraryPage() {
  useDocumentTitle('My Library');
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <PageLoading label="Loading your library" />;
  if (state.status === 'signedOut') {
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">My Library</h1>
      <p className="mt-3 text-muted-foreground">
        Everything you saved, are reading and have finished.
      </p>
      <MyLibrary />
    </div>
  );
}

import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStoredToken, removeStoredToken } from '../../../lib/auth-token';
import { viewerChanged } from '../../../lib/viewer-change';
import { AuthContext } from '../auth-context';
import { simpleLogout } from '../auth-api';
import type { AuthState, User } from '../auth-types';
import { firebaseClientConfig } from '../firebase/firebase-client-config';
import { loadSession } from '../session';
import { isTokenExpired } from '../token-expiry';

const loadFirebaseSession = () => import('../firebase/firebase-session');

/**
 * Keeps a stored identity-provider token alive: the SDK is loaded only when a token is stored.
 * An expired token is renewed before the session is resolved; a fresh one is resolved at once
 * while the refresh is scheduled in the background.
 */
async function restoreProviderToken(): Promise<void> {
  const token = readStoredToken();
  if (!token) return;
  if (!firebaseClientConfig) {
    removeStoredToken();
    return;
  }
  const config = firebaseClientConfig;
  const restore = loadFirebaseSession()
    .then((session) => session.restoreProviderToken(config))
    .catch((error: unknown) => {
      console.warn('Could not restore the identity-provider session.', error);
      removeStoredToken();
    });
  if (isTokenExpired(token)) await restore;
}

export function AuthProvider({
  children,
  initialState = { status: 'loading', user: null },
}: {
  children: ReactNode;
  /**
   * Where the page starts: 'loading', or 'signedOut' for a page prerendered for visitors (the
   * gateway sends those only to requests without a session), which the session check confirms;
   * 'signedIn' when the gateway inlined the member's session into the shell, checked already.
   */
  initialState?: AuthState;
}) {
  const [state, setState] = useState<AuthState>(initialState);

  // Cached query results depend on the viewer (hasFullAccess): drop them when it changes.
  const forgetViewerData = viewerChanged;

  const refresh = useCallback(async () => {
    const next = await loadSession();
    setState(next);
    return next;
  }, []);

  // A session the gateway inlined was resolved (and its cookie's lifetime slid) for this very
  // page: asking again would only repeat it.
  const resolvedByServer = initialState.status === 'signedIn';
  useEffect(() => {
    if (resolvedByServer) return;
    let cancelled = false;
    void restoreProviderToken()
      .then(() => loadSession())
      .then((next) => {
        // Spec section 4: without a user the stored token is removed.
        if (next.status === 'signedOut') removeStoredToken();
        // The same state kept as it is: a page the gateway sent rendered for a visitor must get
        // no update before it hydrates, or React renders its parts afresh (losing what was
        // typed into them) instead of hydrating them.
        if (!cancelled) setState((current) => (sameAuthState(current, next) ? current : next));
      });
    return () => {
      cancelled = true;
    };
  }, [resolvedByServer]);

  const signedIn = useCallback(
    (user: User) => {
      forgetViewerData();
      setState({ status: 'signedIn', user });
    },
    [forgetViewerData],
  );

  const signOut = useCallback(
    async (leave?: () => void) => {
      let ok = true;
      try {
        await simpleLogout();
      } catch (error) {
        console.warn('Logout failed.', error);
        ok = false;
      }
      if (firebaseClientConfig && readStoredToken()) {
        const config = firebaseClientConfig;
        await loadFirebaseSession()
          .then((session) => session.signOutOfProvider(config))
          .catch((error: unknown) => console.warn('Identity-provider sign-out failed.', error));
      }
      removeStoredToken();
      forgetViewerData();
      // React Router applies navigations as transitions: clear the user in the same one.
      startTransition(() => {
        leave?.();
        setState({ status: 'signedOut', user: null });
      });
      return ok;
    },
    [forgetViewerData],
  );

  const value = useMemo(
    () => ({ state, refresh, signedIn, signOut }),
    [state, refresh, signedIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function sameAuthState(a: AuthState, b: AuthState): boolean {
  return a.status === b.status && JSON.stringify(a.user) === JSON.stringify(b.user);
}

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadRoute } from './App';
import { readStoredToken } from './lib/auth-token';
import type { AuthState } from './features/auth/auth-types';
import { inlinedSessionUser } from './lib/first-view-data';
import { PRERENDERED_AUTH, Root } from './Root';
import './index.css';

preloadRoute(window.location.pathname);
const container = document.getElementById('root')!;
// A member's page may carry their session (inlined by the gateway): it starts signed in, without
// a round trip of its own.
const user = inlinedSessionUser();
const initialAuth: AuthState | undefined = user ? { status: 'signedIn', user } : undefined;
// The gateway sends a rendered page (src/prerender.tsx) to a visitor, and to a member with a
// session cookie, whose session it inlines. A stored identity-provider token means a member the
// gateway could not see: that page is rendered afresh, with the Loading state while the session
// resolves (spec section 2).
if (container.hasChildNodes() && !readStoredToken()) {
  // The page is already on screen: hydrating it as a transition lets React yield to the browser
  // every few milliseconds instead of holding the main thread for the whole tree, so a tap or a
  // scroll during hydration is answered at once (and the page's blocking time stays low).
  startTransition(() => {
    hydrateRoot(
      container,
      <Root initialAuth={initialAuth ?? PRERENDERED_AUTH}>
        <App />
      </Root>,
    );
  });
} else {
  container.replaceChildren();
  createRoot(container).render(
    <Root initialAuth={initialAuth}>
      <App />
    </Root>,
  );
}

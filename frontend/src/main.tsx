import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadRoute } from './App';
import { afterFirstPaint } from './lib/after-first-paint';
import { readStoredToken } from './lib/auth-token';
import type { AuthState } from './features/auth/auth-types';
import { inlinedSessionUser } from './lib/first-view-data';
import { PRERENDERED_AUTH, Root } from './Root';
import './index.css';

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
  // The page is painted before its screen's code is asked for: those twenty-odd requests would
  // otherwise share a phone's few connections and its bandwidth with the stylesheet and the cover
  // the first paint waits for. Hydration needs the code, so it starts then too.
  afterFirstPaint(() => {
    preloadRoute(window.location.pathname);
    // Hydration starts in a task of its own: finding the route's screens and setting up React's
    // listeners are each tens of milliseconds on a slow phone, too long for one task.
    setTimeout(() => {
      // The page is already on screen: hydrating it as a transition lets React yield to the
      // browser every few milliseconds instead of holding the main thread for the whole tree, so
      // a tap or a scroll during hydration is answered at once (and the blocking time stays low).
      startTransition(() => {
        hydrateRoot(
          container,
          <Root initialAuth={initialAuth ?? PRERENDERED_AUTH}>
            <App />
          </Root>,
        );
      });
    });
  });
} else {
  preloadRoute(window.location.pathname);
  container.replaceChildren();
  createRoot(container).render(
    <Root initialAuth={initialAuth}>
      <App />
    </Root>,
  );
}

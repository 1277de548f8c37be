import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadRoute } from './App';
import { readStoredToken } from './lib/auth-token';
import { inlinedSessionUser } from './lib/first-view-data';
import { PRERENDERED_AUTH, Root } from './Root';
import './index.css';

preloadRoute(window.location.pathname);
const container = document.getElementById('root')!;
// The gateway sends a page prerendered for visitors (src/prerender.tsx) only to requests without
// a session cookie. A stored identity-provider token means a member too: that page is rendered
// afresh, with the Loading state while the session resolves (spec section 2).
if (container.hasChildNodes() && !readStoredToken()) {
  // The page is already on screen: hydrating it as a transition lets React yield to the browser
  // every few milliseconds instead of holding the main thread for the whole tree, so a tap or a
  // scroll during hydration is answered at once (and the page's blocking time stays low).
  startTransition(() => {
    hydrateRoot(
      container,
      <Root initialAuth={PRERENDERED_AUTH}>
        <App />
      </Root>,
    );
  });
} else {
  container.replaceChildren();
  // A member's shell may carry their session: the page starts signed in, without a round trip.
  const user = inlinedSessionUser();
  createRoot(container).render(
    <Root initialAuth={user ? { status: 'signedIn', user } : undefined}>
      <App />
    </Root>,
  );
}

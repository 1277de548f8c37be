import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { readStoredToken } from './lib/auth-token';
import { PRERENDERED_AUTH, Root } from './Root';
import './index.css';

const container = document.getElementById('root')!;
// The gateway sends a page prerendered for visitors (src/prerender.tsx) only to requests without
// a session cookie. A stored identity-provider token means a member too: that page is rendered
// afresh, with the Loading state while the session resolves (spec section 2).
if (container.hasChildNodes() && !readStoredToken()) {
  hydrateRoot(
    container,
    <Root initialAuth={PRERENDERED_AUTH}>
      <App />
    </Root>,
  );
} else {
  container.replaceChildren();
  createRoot(container).render(
    <Root>
      <App />
    </Root>,
  );
}

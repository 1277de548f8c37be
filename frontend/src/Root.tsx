import { StrictMode, type ReactNode } from 'react';
import { AuthProvider } from './features/auth/components/AuthProvider';
import type { AuthState } from './features/auth/auth-types';
import { ThemeProvider } from './features/theme/components/ThemeProvider';
import { Toaster } from './features/toast/components/Toaster';

/** The providers around the router, the same in the browser and in the prerender. */
export function Root({ initialAuth, children }: { initialAuth?: AuthState; children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <AuthProvider initialState={initialAuth}>
          <Toaster>{children}</Toaster>
        </AuthProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

/** A page prerendered for visitors starts signed out; the session check confirms it. */
export const PRERENDERED_AUTH: AuthState = { status: 'signedOut', user: null };

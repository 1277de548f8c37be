import { createContext } from 'react';
import type { AuthState, User } from './auth-types';

export interface AuthContextValue {
  state: AuthState;
  /** Asks the API again who is signed in; resolves with the answer (the new state). */
  refresh: () => Promise<AuthState>;
  /** A sign-in or registration succeeded with this user. */
  signedIn: (user: User) => void;
  /**
   * Ends the session on the server and the identity provider, removes the stored token and
   * clears the user. Resolves false when the server's logout failed (the user is cleared anyway).
   * `leave` runs in the same render batch as the clearing, so that the screen being left never
   * renders signed out (e.g. /dashboard redirecting to /auth).
   */
  signOut: (leave?: () => void) => Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

import { createContext } from 'react';
import type { AuthState, User } from './auth-types';

export interface AuthContextValue {
  state: AuthState;
  /** Asks the API again who is signed in. */
  refresh: () => Promise<void>;
  /** A sign-in or registration succeeded with this user. */
  signedIn: (user: User) => void;
  /**
   * Ends the session on the server and the identity provider, removes the stored token and
   * clears the user. Resolves false when the server's logout failed (the user is cleared anyway).
   */
  signOut: () => Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

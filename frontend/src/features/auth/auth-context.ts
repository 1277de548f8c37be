import { createContext } from 'react';
import type { AuthState } from './auth-types';

export interface AuthContextValue {
  state: AuthState;
  /** Asks the API again who is signed in (after a sign-in or sign-out). */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

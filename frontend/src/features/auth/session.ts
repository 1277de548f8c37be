import { apiJson, ApiError } from '../../lib/api';
import type { AuthState, User } from './auth-types';

/**
 * Resolves who is signed in. A 401 means signed out; so do a 404 (the identity routes are not
 * deployed yet) and a network failure, so that visitors can always browse.
 */
export async function loadSession(
  fetchUser: () => Promise<User | null> = () => apiJson<User | null>('/api/auth/user'),
): Promise<AuthState> {
  try {
    const user = await fetchUser();
    return user ? { status: 'signedIn', user } : { status: 'signedOut', user: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) {
      console.warn('Could not resolve the session; continuing signed out.', error);
    }
    return { status: 'signedOut', user: null };
  }
}

import { RestError } from '../../lib/rest-client';
import { fetchSessionUser } from './auth-api';
import type { AuthState, User } from './auth-types';

/**
 * Who is signed in: `/api/session` answers 200 with `{ user: null }` for a visitor, so a visitor's
 * page logs no failed request. An error or a network failure also means signed out, so that
 * visitors can always browse.
 */
export async function loadSession(
  fetchUser: () => Promise<User | null> = fetchSessionUser,
): Promise<AuthState> {
  try {
    const user = await fetchUser();
    return user ? { status: 'signedIn', user } : { status: 'signedOut', user: null };
  } catch (error) {
    if (!(error instanceof RestError) || error.status >= 500) {
      console.warn('Could not resolve the session; continuing signed out.', error);
    }
    return { status: 'signedOut', user: null };
  }
}

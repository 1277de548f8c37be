import { fetchFirebaseUser, isEmailNotVerified, isLinkRequired } from './auth-api';
import type { User } from './auth-types';
import type { ProviderSignIn } from './firebase/firebase-session';

/*
 * The identity provider signs in with Google only. The e-mail and password forms of /auth use
 * the product's own registration and password check (issue 40): a provider's e-mail/password
 * sign-up proves nothing about the address, and identity refuses an unverified e-mail.
 */

/** Spec section 4: the server's record replaces the provisional user; if that call fails it stays. */
export async function serverUserOf({ idToken, user }: ProviderSignIn): Promise<User> {
  try {
    return await fetchFirebaseUser(idToken);
  } catch (error) {
    // Identity refused this sign-in: never a provisional user in place of an account.
    if (isLinkRequired(error) || isEmailNotVerified(error)) throw error;
    return user;
  }
}

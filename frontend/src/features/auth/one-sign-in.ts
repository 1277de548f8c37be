import {
  fetchFirebaseUser,
  isLinkRequired,
  LINK_REQUIRED_MESSAGE,
  linkFirebaseAccount,
  simpleLogin,
} from './auth-api';
import type { User } from './auth-types';
import type { FirebaseClientConfig } from './firebase/firebase-config';
import { emailAuthErrorMessage, isProviderCredentialMiss } from './firebase/firebase-errors';
import type { ProviderSignIn } from './firebase/firebase-session';
import { SetInitialPasswordMutation } from './graphql/set-initial-password.mutation';

/*
 * One sign-in that knows every account (issue 20, item 1). With an identity provider, /auth
 * signs in accounts made at /simple-auth too, and an account made at /auth gets the same
 * password on its Distill account, so /simple-auth signs it in. Joining a provider identity to
 * a password account always takes that account's Distill password (identity's rule).
 */

const loadFirebaseSession = () => import('./firebase/firebase-session');

/** Spec section 4: the server's record replaces the provisional user; if that call fails it stays. */
export async function serverUserOf({ idToken, user }: ProviderSignIn): Promise<User> {
  try {
    return await fetchFirebaseUser(idToken);
  } catch (error) {
    // A password account holds the e-mail: never a provisional user in its place.
    if (isLinkRequired(error)) throw error;
    return user;
  }
}

/** The e-mail and password sign-in of /auth with the identity provider on. */
export async function signInEverywhere(
  config: FirebaseClientConfig,
  email: string,
  password: string,
): Promise<User> {
  const session = await loadFirebaseSession();
  let signedIn: ProviderSignIn;
  try {
    signedIn = await session.signInWithEmail(config, email, password);
  } catch (providerError) {
    if (!isProviderCredentialMiss(providerError)) {
      throw new Error(emailAuthErrorMessage(providerError), { cause: providerError });
    }
    return signInPasswordAccount(config, email, password, providerError);
  }
  try {
    return await serverUserOf(signedIn);
  } catch (error) {
    if (!isLinkRequired(error)) throw error;
    // The provider account and a password account share the e-mail: the password joins them.
    try {
      return await linkFirebaseAccount(signedIn.idToken, password);
    } catch (linkError) {
      await session.signOutOfProvider(config);
      return signInPasswordAccount(config, email, password, linkError);
    }
  }
}

/**
 * No provider account takes this e-mail and password: the product's own password check signs
 * the member in (a session cookie), then a provider account with that password is joined to
 * theirs, so the next sign-in goes through the provider. If the joining fails the member stays
 * signed in by the cookie and no provider account is left behind.
 */
async function signInPasswordAccount(
  config: FirebaseClientConfig,
  email: string,
  password: string,
  providerError: unknown,
): Promise<User> {
  let user: User;
  try {
    user = await simpleLogin(email, password);
  } catch {
    throw new Error(emailAuthErrorMessage(providerError), { cause: providerError });
  }
  const session = await loadFirebaseSession();
  try {
    const created = await session.signUpWithEmail(config, email, password);
    try {
      return await linkFirebaseAccount(created.idToken, password);
    } catch (linkError) {
      await session.deleteProviderUser(config);
      console.warn('Signed in with the password; the provider account was not joined.', linkError);
    }
  } catch (signUpError) {
    // e.g. a provider account with another password exists: the cookie session stands alone.
    console.warn('Signed in with the password; no provider account was made.', signUpError);
  }
  return user;
}

/** The e-mail sign-up of /auth with the identity provider on. */
export async function signUpEverywhere(
  config: FirebaseClientConfig,
  email: string,
  password: string,
): Promise<User> {
  const session = await loadFirebaseSession();
  let signedUp: ProviderSignIn;
  try {
    signedUp = await session.signUpWithEmail(config, email, password);
  } catch (error) {
    throw new Error(emailAuthErrorMessage(error), { cause: error });
  }
  let user: User;
  try {
    user = await serverUserOf(signedUp);
  } catch {
    // A password account holds the e-mail: the same password proves it is theirs.
    try {
      return await linkFirebaseAccount(signedUp.idToken, password);
    } catch (linkError) {
      await session.deleteProviderUser(config);
      throw new Error(LINK_REQUIRED_MESSAGE, { cause: linkError });
    }
  }
  await setInitialPassword(password);
  return user;
}

/** The same password on the new Distill account, so /simple-auth signs it in too. */
async function setInitialPassword(password: string): Promise<void> {
  try {
    const { apolloClient } = await import('../../lib/apollo');
    await apolloClient.mutate({ mutation: SetInitialPasswordMutation, variables: { password } });
  } catch (error) {
    // The account works at /auth; the reset flow can still give it a password later.
    console.warn('Could not set the password of the new account.', error);
  }
}

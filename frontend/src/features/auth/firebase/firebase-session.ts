// Loaded with a dynamic import only: the Firebase SDK must stay out of the landing page's bundle.
import { initializeApp } from 'firebase/app';
import {
  type Auth,
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  onIdTokenChanged,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type User as FirebaseUser,
} from 'firebase/auth';
import { removeStoredToken, storeToken } from '../../../lib/auth-token';
import type { User } from '../auth-types';
import { refreshDelay } from '../token-expiry';
import type { FirebaseClientConfig } from './firebase-config';
import { provisionalUser } from './provisional-user';

let auth: Auth | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function authFor(config: FirebaseClientConfig): Auth {
  if (auth) return auth;
  const app = initializeApp({
    apiKey: config.apiKey,
    projectId: config.projectId,
    authDomain: config.authDomain,
  });
  const created = getAuth(app);
  if (config.emulatorUrl)
    connectAuthEmulator(created, config.emulatorUrl, { disableWarnings: true });
  // The SDK refreshes tokens on its own too; whatever it hands out becomes the stored token.
  onIdTokenChanged(created, (user) => {
    if (user) void keepTokenOf(user);
    else clearTimeout(refreshTimer);
  });
  auth = created;
  return created;
}

/** Stores the user's ID token and schedules its refresh 5 minutes before it expires. */
async function keepTokenOf(user: FirebaseUser, forceRefresh = false): Promise<string> {
  const token = await user.getIdToken(forceRefresh);
  storeToken(token);
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => {
    keepTokenOf(user, true).catch((error: unknown) =>
      console.warn('Could not refresh the sign-in token.', error),
    );
  }, refreshDelay(token));
  return token;
}

export interface ProviderSignIn {
  idToken: string;
  user: User;
}

async function signedIn(user: FirebaseUser): Promise<ProviderSignIn> {
  return { idToken: await keepTokenOf(user), user: provisionalUser(user) };
}

export async function signInWithGoogle(config: FirebaseClientConfig): Promise<ProviderSignIn> {
  const credential = await signInWithPopup(authFor(config), new GoogleAuthProvider());
  return signedIn(credential.user);
}

/** The Google account the emulator stands in for (development). */
export interface EmulatedGoogleAccount {
  email: string;
  name?: string;
}

/**
 * Development only, against the Auth emulator. The SDK's popup and redirect flows open an iframe
 * through apis.google.com (the emulator's own iframe page loads it too), so with no internet they
 * fail with auth/internal-error. The emulator takes a Google ID token that is a plain JSON of
 * claims through signInWithCredential instead (what its own widget sends, and what its widget
 * says to use): nothing is loaded from outside. The claims' `sub` comes from the e-mail, so the
 * same address finds the same account again.
 */
export async function signInWithEmulatedGoogle(
  config: FirebaseClientConfig,
  account: EmulatedGoogleAccount,
): Promise<ProviderSignIn> {
  if (!config.emulatorUrl) throw new Error('Google sign-in without Google needs the Auth emulator');
  const email = account.email.trim().toLowerCase();
  const claims = {
    sub: `emulated-${email}`,
    email,
    email_verified: true,
    ...(account.name?.trim() ? { name: account.name.trim() } : {}),
  };
  const credential = await signInWithCredential(
    authFor(config),
    GoogleAuthProvider.credential(JSON.stringify(claims)),
  );
  return signedIn(credential.user);
}

/**
 * After a reload: waits for the SDK's persisted user and stores a fresh token for it (the SDK
 * renews one that expires within its 30 s margin); without a provider user the stored token is
 * an orphan and is removed.
 */
export async function restoreProviderToken(config: FirebaseClientConfig): Promise<string | null> {
  const current = authFor(config);
  await current.authStateReady();
  if (!current.currentUser) {
    removeStoredToken();
    return null;
  }
  return keepTokenOf(current.currentUser);
}

export async function signOutOfProvider(config: FirebaseClientConfig): Promise<void> {
  clearTimeout(refreshTimer);
  await signOut(authFor(config));
  removeStoredToken();
}

import { type FirebaseClientConfig, readFirebaseConfig } from './firebase-config';

declare global {
  interface Window {
    /** Set by the gateway in index.html when it runs against the Auth emulator (development). */
    distillFirebase?: FirebaseClientConfig;
  }
}

/**
 * The identity-provider settings: the build's (VITE_FIREBASE_*) when it has them, else the
 * emulator settings the gateway put into the page; null when the product runs without a provider.
 */
export const firebaseClientConfig: FirebaseClientConfig | null =
  readFirebaseConfig(import.meta.env) ??
  (typeof window === 'undefined' ? null : (window.distillFirebase ?? null));

import { readFirebaseConfig } from './firebase-config';

/** The build's identity-provider settings; null when the product runs without one. */
export const firebaseClientConfig = readFirebaseConfig(import.meta.env);

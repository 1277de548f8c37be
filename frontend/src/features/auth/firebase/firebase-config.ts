/** What the web client needs to talk to the identity provider (see firebase-client-config.ts). */
export interface FirebaseClientConfig {
  apiKey: string;
  projectId: string;
  authDomain: string;
  /** The Auth emulator (development and browser tests), e.g. http://127.0.0.1:9099. */
  emulatorUrl: string | null;
}

type Env = Record<string, string | boolean | undefined>;

const text = (value: string | boolean | undefined): string =>
  typeof value === 'string' ? value.trim() : '';

/**
 * The provider is configured when the API key and project id are set; otherwise /auth signs in
 * through the product's own simple flow and hides Google.
 */
export function readFirebaseConfig(env: Env): FirebaseClientConfig | null {
  const apiKey = text(env.VITE_FIREBASE_API_KEY);
  const projectId = text(env.VITE_FIREBASE_PROJECT_ID);
  if (!apiKey || !projectId) return null;
  return {
    apiKey,
    projectId,
    authDomain: text(env.VITE_FIREBASE_AUTH_DOMAIN) || `${projectId}.firebaseapp.com`,
    emulatorUrl: text(env.VITE_FIREBASE_AUTH_EMULATOR_URL) || null,
  };
}

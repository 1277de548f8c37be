import { readFirebaseConfig } from './firebase-config';
import { googleAuthErrorMessage } from './firebase-errors';
import { provisionalUser } from './provisional-user';

const providerError = (code: string, message = `Firebase: Error (${code}).`) => ({ code, message });

describe('googleAuthErrorMessage', () => {
  it.each([
    ['auth/popup-closed-by-user', 'Sign-in was cancelled'],
    ['auth/popup-blocked', 'Popup was blocked. Please allow popups for this site and try again'],
    ['auth/unauthorized-domain', 'Domain not authorized for Google sign-in. Contact support.'],
  ])('%s -> %s', (code, text) => {
    expect(googleAuthErrorMessage(providerError(code))).toBe(text);
  });

  it("falls back to the error's message, else 'Google sign-in failed'", () => {
    expect(googleAuthErrorMessage(providerError('auth/x', 'Nope'))).toBe('Nope');
    expect(googleAuthErrorMessage(undefined)).toBe('Google sign-in failed');
  });
});

describe('readFirebaseConfig', () => {
  it('is null without an API key or project id: /auth then uses the simple flow', () => {
    expect(readFirebaseConfig({})).toBeNull();
    expect(readFirebaseConfig({ VITE_FIREBASE_API_KEY: 'k' })).toBeNull();
    expect(
      readFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: 'p', VITE_FIREBASE_API_KEY: ' ' }),
    ).toBeNull();
  });

  it('derives the auth domain and reads the emulator URL', () => {
    expect(
      readFirebaseConfig({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: 'demo-distill' }),
    ).toEqual({
      apiKey: 'k',
      projectId: 'demo-distill',
      authDomain: 'demo-distill.firebaseapp.com',
      emulatorUrl: null,
    });
    expect(
      readFirebaseConfig({
        VITE_FIREBASE_API_KEY: 'k',
        VITE_FIREBASE_PROJECT_ID: 'p',
        VITE_FIREBASE_AUTH_DOMAIN: 'auth.example.com',
        VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      }),
    ).toMatchObject({ authDomain: 'auth.example.com', emulatorUrl: 'http://127.0.0.1:9099' });
  });
});

describe('provisionalUser', () => {
  it('is a free member named from the display name', () => {
    expect(
      provisionalUser({
        uid: 'fb-1',
        email: 'ada@example.com',
        displayName: 'Ada King Lovelace',
        photoURL: null,
      }),
    ).toEqual({
      id: 'fb-1',
      email: 'ada@example.com',
      role: 'user',
      firstName: 'Ada',
      lastName: 'King Lovelace',
      profileImageUrl: null,
      subscriptionStatus: 'free',
      subscriptionType: 'free',
    });
  });

  it('has no names without a display name', () => {
    expect(
      provisionalUser({ uid: 'u', email: null, displayName: null, photoURL: null }),
    ).toMatchObject({ firstName: null, lastName: null });
  });
});

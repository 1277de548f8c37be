import { User } from '../src/users/user.entity.js';
import { emulatorDeleteAccount, emulatorSignUp, withClaims } from '@distill/platform/testing';
import {
  GOOD_PASSWORD,
  type IdentityTestApp,
  startIdentity,
  uniqueEmail,
} from './identity-test-app.js';

const SIGN_IN = `mutation ($idToken: String!) {
  signInWithFirebase(idToken: $idToken) { id email firstName lastName firebaseUid authProvider role subscriptionStatus }
}`;
const REGISTER = `mutation ($email: String!, $password: String!) {
  registerWithPassword(email: $email, password: $password) { sessionToken }
}`;

interface FirebaseUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  firebaseUid: string;
  authProvider: string;
  role: string;
  subscriptionStatus: string;
}

describe('Firebase ID-token sign-in (Auth emulator)', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  const signIn = (idToken: string) =>
    identity.graphql<{ signInWithFirebase: FirebaseUser }>(SIGN_IN, { idToken });

  it('creates the account on first sign-in, splitting the display name, and finds it afterwards', async () => {
    const email = uniqueEmail('fb');
    const account = await emulatorSignUp(email, 'emulator-pass-1', 'Ada King Lovelace');
    const first = await signIn(account.idToken);
    expect(first.errors).toBeUndefined();
    expect(first.data!.signInWithFirebase).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'King Lovelace',
      firebaseUid: account.localId,
      authProvider: 'firebase',
      role: 'user',
      subscriptionStatus: 'free',
    });
    const second = await signIn(account.idToken);
    expect(second.data!.signInWithFirebase.id).toBe(first.data!.signInWithFirebase.id);
    expect(
      await identity.dataSource.getRepository(User).countBy({ firebaseUid: account.localId }),
    ).toBe(1);
  });

  it('rejects tampered tokens', async () => {
    const victim = await emulatorSignUp(uniqueEmail('fb'), 'emulator-pass-1');
    const attacker = await emulatorSignUp(uniqueEmail('fb'), 'emulator-pass-1');
    const forgedTokens = [
      withClaims(attacker.idToken, {
        sub: 'no-such-firebase-user',
        user_id: 'no-such-firebase-user',
      }),
      withClaims(victim.idToken, { aud: 'another-project' }),
      withClaims(victim.idToken, { iss: 'https://securetoken.google.com/another-project' }),
      `${victim.idToken}c2lnbmF0dXJl`,
      'not-a-jwt',
    ];
    for (const token of forgedTokens) {
      const answer = await signIn(token);
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Invalid or expired Firebase token',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('rejects expired tokens', async () => {
    const account = await emulatorSignUp(uniqueEmail('fb'), 'emulator-pass-1');
    const now = Math.floor(Date.now() / 1000);
    const expired = withClaims(account.idToken, {
      iat: now - 7200,
      auth_time: now - 7200,
      exp: now - 3600,
    });
    const answer = await signIn(expired);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Invalid or expired Firebase token' });
  });

  it('rejects tokens of deleted accounts', async () => {
    const account = await emulatorSignUp(uniqueEmail('fb'), 'emulator-pass-1');
    expect((await signIn(account.idToken)).errors).toBeUndefined();
    await emulatorDeleteAccount(account.idToken);
    expect((await signIn(account.idToken)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('does not take over an e-mail/password account with an unverified Firebase e-mail', async () => {
    const email = uniqueEmail('fb');
    await identity.graphql(REGISTER, { email, password: GOOD_PASSWORD });
    const account = await emulatorSignUp(email, 'emulator-pass-1');
    const answer = await signIn(account.idToken);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Email address is already registered',
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('Firebase sign-in without FIREBASE_PROJECT_ID', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentity({ FIREBASE_PROJECT_ID: '' });
  });
  afterAll(() => identity.close());

  it('answers that Firebase sign-in is not configured', async () => {
    const answer = await identity.graphql(SIGN_IN, { idToken: 'anything' });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Firebase sign-in is not configured',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

import { User } from '../src/users/user.entity.js';
import {
  emulatorDeleteAccount,
  emulatorForgedGoogleSignIn,
  emulatorSignUp,
  emulatorVerifiedSignUp,
  withClaims,
} from '@distill/platform/testing';
import {
  GOOD_PASSWORD,
  type IdentityTestApp,
  memberViewer,
  startIdentity,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  uniqueEmail,
  registerAccount,
} from './identity-test-app.js';

const SIGN_IN = `mutation ($idToken: String!) {
  signInWithFirebase(idToken: $idToken) { id email firstName lastName firebaseUid authProvider role subscriptionStatus }
}`;
const LINK = `mutation ($idToken: String!, $password: String!) {
  linkFirebaseAccount(idToken: $idToken, password: $password) { id email firebaseUid authProvider role }
}`;
const PASSWORD_SIGN_IN = `mutation ($email: String!, $password: String!) {
  signInWithPassword(email: $email, password: $password) { user { id } }
}`;
const SET_INITIAL_PASSWORD = `mutation ($password: String!) {
  setInitialPassword(password: $password) { id email }
}`;
const LINK_REQUIRED = {
  message: 'An account with this email already exists. Sign in with your password to link it.',
  extensions: { code: 'CONFLICT', reason: 'FIREBASE_LINK_REQUIRED' },
};

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
    const account = await emulatorVerifiedSignUp(email, 'emulator-pass-1', 'Ada King Lovelace');
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
    const account = await emulatorVerifiedSignUp(uniqueEmail('fb'), 'emulator-pass-1');
    expect((await signIn(account.idToken)).errors).toBeUndefined();
    await emulatorDeleteAccount(account.idToken);
    expect((await signIn(account.idToken)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  describe('an existing password account of the same e-mail', () => {
    const link = (idToken: string, password: string, clientAddress?: string) =>
      identity.graphql<{ linkFirebaseAccount: FirebaseUser }>(
        LINK,
        { idToken, password },
        { clientAddress },
      );
    const firebaseUidOf = async (email: string) =>
      (await identity.dataSource.getRepository(User).findOneByOrFail({ email })).firebaseUid;

    async function registerPasswordAccount(email: string): Promise<string> {
      const answer = await registerAccount(identity, email);
      return answer.data!.confirmRegistration.user.id;
    }

    it('is not taken over by a forged Google sign-in the emulator calls verified', async () => {
      const email = uniqueEmail('victim');
      await registerPasswordAccount(email);
      const forged = await emulatorForgedGoogleSignIn(email);
      const answer = await signIn(forged.idToken);
      expect(answer.errors?.[0]).toMatchObject(LINK_REQUIRED);
      expect(answer.data).toBeNull();
      expect(await firebaseUidOf(email)).toBeNull();
    });

    it('nor is the bootstrap admin (no firebaseUid)', async () => {
      const forged = await emulatorForgedGoogleSignIn(TEST_ADMIN_EMAIL);
      expect((await signIn(forged.idToken)).errors?.[0]).toMatchObject(LINK_REQUIRED);
      expect(await firebaseUidOf(TEST_ADMIN_EMAIL)).toBeNull();
    });

    it('is not joined by a verified Firebase e-mail/password account either', async () => {
      const email = uniqueEmail('fb');
      await registerPasswordAccount(email);
      const account = await emulatorVerifiedSignUp(email, 'emulator-pass-1');
      expect((await signIn(account.idToken)).errors?.[0]).toMatchObject(LINK_REQUIRED);
      expect(await firebaseUidOf(email)).toBeNull();
    });

    it('refuses a wrong password and links nothing', async () => {
      const email = uniqueEmail('fb');
      await registerPasswordAccount(email);
      const forged = await emulatorForgedGoogleSignIn(email);
      const answer = await link(forged.idToken, 'not-the-password', '198.51.100.7');
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Invalid email or password',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(await firebaseUidOf(email)).toBeNull();
      expect((await signIn(forged.idToken)).errors?.[0]).toMatchObject(LINK_REQUIRED);
    });

    it('links with the account password; the member then signs in either way', async () => {
      const email = uniqueEmail('fb');
      const userId = await registerPasswordAccount(email);
      const account = await emulatorVerifiedSignUp(email, 'emulator-pass-1', 'Ada Lovelace');
      const linked = await link(account.idToken, GOOD_PASSWORD);
      expect(linked.errors).toBeUndefined();
      expect(linked.data!.linkFirebaseAccount).toMatchObject({
        id: userId,
        email,
        firebaseUid: account.localId,
        authProvider: 'local',
      });
      const byToken = await signIn(account.idToken);
      expect(byToken.errors).toBeUndefined();
      expect(byToken.data!.signInWithFirebase).toMatchObject({ id: userId, firstName: 'Ada' });
      const byPassword = await identity.graphql<{ signInWithPassword: { user: { id: string } } }>(
        PASSWORD_SIGN_IN,
        { email, password: GOOD_PASSWORD },
      );
      expect(byPassword.data!.signInWithPassword.user.id).toBe(userId);
    });

    it('links the bootstrap admin only with its password', async () => {
      const forged = await emulatorForgedGoogleSignIn(TEST_ADMIN_EMAIL);
      const linked = await link(forged.idToken, TEST_ADMIN_PASSWORD);
      expect(linked.errors).toBeUndefined();
      expect(linked.data!.linkFirebaseAccount).toMatchObject({
        email: TEST_ADMIN_EMAIL,
        role: 'admin',
        firebaseUid: forged.localId,
      });
    });

    it('is not re-linked to a second provider identity, even with the password', async () => {
      const email = uniqueEmail('fb');
      await registerPasswordAccount(email);
      const first = await emulatorVerifiedSignUp(email, 'emulator-pass-1');
      expect((await link(first.idToken, GOOD_PASSWORD)).errors).toBeUndefined();
      // The Firebase user deleted and made again: a new uid for the same e-mail.
      await emulatorDeleteAccount(first.idToken);
      const second = await emulatorVerifiedSignUp(email, 'emulator-pass-2');
      expect(second.localId).not.toBe(first.localId);
      expect((await signIn(second.idToken)).errors?.[0]).toMatchObject({
        message: 'Email address is already registered',
        extensions: { code: 'CONFLICT', reason: 'FIREBASE_EMAIL_TAKEN' },
      });
      expect((await link(second.idToken, GOOD_PASSWORD)).errors?.[0]?.extensions?.reason).toBe(
        'FIREBASE_EMAIL_TAKEN',
      );
      expect(await firebaseUidOf(email)).toBe(first.localId);
    });
  });
});

describe('setInitialPassword: an account made at /auth also signs in at /simple-auth', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  /** The request of the signed-in member `user` (null: a visitor). */
  const setPassword = (user: { id: string } | null, password: string) =>
    identity.graphql<{ setInitialPassword: { id: string } }>(
      SET_INITIAL_PASSWORD,
      { password },
      user
        ? {
            viewer: memberViewer({
              id: user.id,
              email: 'member@example.com',
              role: 'user',
              subscriptionStatus: 'free',
              subscriptionType: 'free',
            }),
          }
        : {},
    );
  const passwordSignIn = (email: string, password: string) =>
    identity.graphql<{ signInWithPassword: { user: { id: string } } }>(PASSWORD_SIGN_IN, {
      email,
      password,
    });

  async function providerAccount(email: string) {
    const account = await emulatorVerifiedSignUp(email, GOOD_PASSWORD);
    const answer = await identity.graphql<{ signInWithFirebase: FirebaseUser }>(SIGN_IN, {
      idToken: account.idToken,
    });
    return answer.data!.signInWithFirebase;
  }

  it('sets the first password of a provider-made account; the password flow then signs it in', async () => {
    const email = uniqueEmail('fb');
    const user = await providerAccount(email);
    expect((await passwordSignIn(email, GOOD_PASSWORD)).errors?.[0]?.message).toBe(
      'Invalid email or password',
    );
    const answer = await setPassword(user, GOOD_PASSWORD);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.setInitialPassword.id).toBe(user.id);
    expect((await passwordSignIn(email, GOOD_PASSWORD)).data!.signInWithPassword.user.id).toBe(
      user.id,
    );
  });

  it('never replaces a password: a second call, or a password account, is refused', async () => {
    const email = uniqueEmail('fb');
    const user = await providerAccount(email);
    expect((await setPassword(user, GOOD_PASSWORD)).errors).toBeUndefined();
    const again = await setPassword(user, 'another-good-password-9');
    expect(again.errors?.[0]).toMatchObject({
      message: 'Your account already has a password',
      extensions: { code: 'CONFLICT' },
    });
    expect((await passwordSignIn(email, GOOD_PASSWORD)).errors).toBeUndefined();

    const local = await registerAccount(identity, uniqueEmail('local'));
    const localUser = local.data!.confirmRegistration.user;
    const refused = await setPassword(localUser, 'another-good-password-9');
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('asks a visitor to sign in and applies the password rules', async () => {
    expect((await setPassword(null, GOOD_PASSWORD)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const user = await providerAccount(uniqueEmail('fb'));
    const weak = await setPassword(user, '123');
    expect(weak.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
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

import {
  emulatorSignIn,
  emulatorSignUp,
  emulatorVerifiedSignUp,
  nextSecond,
  withClaims,
} from '@distill/platform/testing';
import { User } from '../src/users/user.entity.js';
import {
  GOOD_PASSWORD,
  type IdentityTestApp,
  memberViewer,
  startIdentity,
  uniqueEmail,
  registerAccount,
} from './identity-test-app.js';

/*
 * Issue 40, item 1: an e-mail address claimed at the identity provider before its owner
 * registers. Only the owner of the mailbox may own the account of an address.
 */

const USER_FIELDS = 'id email firebaseUid role subscriptionStatus subscriptionType';
const SIGN_IN = `mutation ($idToken: String!) { signInWithFirebase(idToken: $idToken) { ${USER_FIELDS} } }`;
const LINK = `mutation ($idToken: String!, $password: String!) {
  linkFirebaseAccount(idToken: $idToken, password: $password) { id firebaseUid }
}`;
const REVOKE = `mutation { revokeViewerSessions }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { previewUrl } }`;
const PREVIEW = `query ($id: ID!) { emailPreview(id: $id) { textBody } }`;
const CONFIRM_RESET = `mutation ($token: String!, $newPassword: String!) {
  confirmPasswordReset(token: $token, newPassword: $newPassword)
}`;
const NOT_VERIFIED = {
  message: 'Verify your e-mail address first: open the link the sign-in provider sent you.',
  extensions: { code: 'FORBIDDEN', reason: 'FIREBASE_EMAIL_NOT_VERIFIED' },
};

interface Account {
  id: string;
  email: string;
  firebaseUid: string | null;
  role: string;
  subscriptionStatus: string;
  subscriptionType: string;
}

describe('an identity-provider sign-in proves its e-mail before it reaches an account', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  const signIn = (idToken: string) =>
    identity.graphql<{ signInWithFirebase: Account }>(SIGN_IN, { idToken });
  const accountOf = (email: string) => identity.dataSource.getRepository(User).findOneBy({ email });

  it('never creates an account from an unverified e-mail, so its owner registers it later', async () => {
    const email = uniqueEmail('owner');
    const attacker = await emulatorSignUp(email, 'attacker-pass-1');
    expect(await signIn(attacker.idToken)).toMatchObject({ data: null, errors: [NOT_VERIFIED] });
    expect(await accountOf(email)).toBeNull();
    const owner = await registerAccount(identity, email);
    expect(owner.errors).toBeUndefined();
  });

  it('nor joins a password account with it, even with that account password', async () => {
    const email = uniqueEmail('owner');
    await registerAccount(identity, email);
    const unverified = await emulatorSignUp(email, 'provider-pass-1');
    const linked = await identity.graphql(LINK, {
      idToken: unverified.idToken,
      password: GOOD_PASSWORD,
    });
    expect(linked).toMatchObject({ data: null, errors: [NOT_VERIFIED] });
    expect((await accountOf(email))!.firebaseUid).toBeNull();
  });

  it('nor reaches an account its provider identity was linked to', async () => {
    const email = uniqueEmail('member');
    const verified = await emulatorVerifiedSignUp(email, 'provider-pass-1');
    expect((await signIn(verified.idToken)).errors).toBeUndefined();
    const unverified = withClaims(verified.idToken, { email_verified: false });
    expect(await signIn(unverified)).toMatchObject({ data: null, errors: [NOT_VERIFIED] });
  });

  it('creates the account once the owner opened the verification link', async () => {
    const email = uniqueEmail('member');
    const verified = await emulatorVerifiedSignUp(email, 'provider-pass-1');
    const answer = await signIn(verified.idToken);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.signInWithFirebase).toMatchObject({
      email,
      firebaseUid: verified.localId,
    });
  });

  it('"sign out everywhere" also ends the provider sessions: their tokens are refused', async () => {
    const email = uniqueEmail('member');
    const verified = await emulatorVerifiedSignUp(email, 'provider-pass-1');
    const account = (await signIn(verified.idToken)).data!.signInWithFirebase;
    await nextSecond();
    const revoked = await identity.graphql(REVOKE, {}, { viewer: memberViewer(account as never) });
    expect(revoked.errors).toBeUndefined();
    expect((await signIn(verified.idToken)).errors?.[0]).toMatchObject({
      message: 'Invalid or expired Firebase token',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('a password reset ends every provider link and session made before it', async () => {
    const email = uniqueEmail('owner');
    const owner = (await registerAccount<Account>(identity, email, GOOD_PASSWORD, USER_FIELDS))
      .data!.confirmRegistration.user;
    // Someone who once held the password joins their provider identity to the account.
    const intruder = await emulatorVerifiedSignUp(email, 'intruder-pass-1');
    const linked = await identity.graphql(LINK, {
      idToken: intruder.idToken,
      password: GOOD_PASSWORD,
    });
    expect(linked.errors).toBeUndefined();
    await nextSecond();

    const requested = await identity.graphql<{ requestPasswordReset: { previewUrl: string } }>(
      REQUEST_RESET,
      { email },
    );
    const previewId = requested.data!.requestPasswordReset.previewUrl.split('/').pop();
    const preview = await identity.graphql<{ emailPreview: { textBody: string } }>(PREVIEW, {
      id: previewId,
    });
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      preview.data!.emailPreview.textBody,
    )![1];
    const confirmed = await identity.graphql(CONFIRM_RESET, {
      token,
      newPassword: 'amber-lantern-83',
    });
    expect(confirmed.errors).toBeUndefined();

    expect((await accountOf(email))!.firebaseUid).toBeNull();
    expect((await signIn(intruder.idToken)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // A fresh provider sign-in of the old identity no longer reaches the owner's account.
    const fresh = await emulatorSignIn(email, 'intruder-pass-1');
    const answer = await signIn(fresh.idToken);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.reason).toBe('FIREBASE_LINK_REQUIRED');
    expect(owner.id).toBe((await accountOf(email))!.id);
  });
});

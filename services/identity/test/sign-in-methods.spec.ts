import {
  emulatorForgedGoogleSignIn,
  emulatorVerifiedSignUp,
  nextSecond,
} from '@distill/platform/testing';
import { User } from '../src/users/user.entity.js';
import {
  GOOD_PASSWORD,
  type IdentityTestApp,
  type Member,
  MEMBER_FIELDS,
  memberViewer,
  registerMember,
  startIdentity,
  uniqueEmail,
} from './identity-test-app.js';

const SIGN_IN = `mutation ($idToken: String!) { signInWithFirebase(idToken: $idToken) { ${MEMBER_FIELDS} } }`;
const LINK = `mutation ($idToken: String!, $password: String!) {
  linkFirebaseAccount(idToken: $idToken, password: $password) { id }
}`;
const LIST = `{ viewerSignInMethods { kind label removable } }`;
const REMOVE = `mutation ($kind: String!) { removeSignInMethod(kind: $kind) { kind label removable } }`;

interface Method {
  kind: string;
  label: string;
  removable: boolean;
}

describe("a member's sign-in methods (settings)", () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  const list = (member: Member) =>
    identity.graphql<{ viewerSignInMethods: Method[] }>(LIST, {}, { viewer: memberViewer(member) });
  const remove = (member: Member, kind: string) =>
    identity.graphql<{ removeSignInMethod: Method[] }>(
      REMOVE,
      { kind },
      { viewer: memberViewer(member) },
    );
  const passwordAccount = async (email: string) => (await registerMember(identity, email)).user;

  it('lists the password and a linked provider; removing the link ends its provider sessions', async () => {
    const email = uniqueEmail('member');
    const member = await passwordAccount(email);
    expect((await list(member)).data!.viewerSignInMethods).toEqual([
      { kind: 'password', label: 'E-mail and password', removable: false },
    ]);
    const provider = await emulatorVerifiedSignUp(email, 'provider-pass-1');
    expect(
      (await identity.graphql(LINK, { idToken: provider.idToken, password: GOOD_PASSWORD })).errors,
    ).toBeUndefined();
    expect((await list(member)).data!.viewerSignInMethods).toEqual([
      { kind: 'password', label: 'E-mail and password', removable: true },
      { kind: 'provider', label: 'E-mail at the sign-in provider', removable: true },
    ]);
    await nextSecond();

    const removed = await remove(member, 'provider');
    expect(removed.data!.removeSignInMethod).toEqual([
      { kind: 'password', label: 'E-mail and password', removable: false },
    ]);
    const account = await identity.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(account.firebaseUid).toBeNull();
    const withOldToken = await identity.graphql(SIGN_IN, { idToken: provider.idToken });
    expect(withOldToken.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('never removes the last method', async () => {
    const member = await passwordAccount(uniqueEmail('member'));
    const answer = await remove(member, 'password');
    expect(answer.errors?.[0]).toMatchObject({
      message: 'This is your only way to sign in: add another before removing it',
      extensions: { code: 'CONFLICT', reason: 'SIGN_IN_METHOD_LAST' },
    });
    const google = await emulatorForgedGoogleSignIn(uniqueEmail('google'));
    const googleMember = (
      await identity.graphql<{ signInWithFirebase: Member }>(SIGN_IN, { idToken: google.idToken })
    ).data!.signInWithFirebase;
    expect((await list(googleMember)).data!.viewerSignInMethods).toEqual([
      { kind: 'provider', label: 'Google', removable: false },
    ]);
    expect((await remove(googleMember, 'provider')).errors?.[0]?.extensions?.reason).toBe(
      'SIGN_IN_METHOD_LAST',
    );
  });

  it('removes the password of an account that also signs in with a provider', async () => {
    const email = uniqueEmail('member');
    const member = await passwordAccount(email);
    const provider = await emulatorVerifiedSignUp(email, 'provider-pass-1');
    await identity.graphql(LINK, { idToken: provider.idToken, password: GOOD_PASSWORD });
    const removed = await remove(member, 'password');
    expect(removed.data!.removeSignInMethod).toEqual([
      { kind: 'provider', label: 'E-mail at the sign-in provider', removable: false },
    ]);
    const account = await identity.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(account.passwordHash).toBeNull();
  });

  it('refuses an unknown method with 404 and a visitor with 401', async () => {
    const member = await passwordAccount(uniqueEmail('member'));
    expect((await remove(member, 'carrier-pigeon')).errors?.[0]).toMatchObject({
      message: 'Your account has no such sign-in method',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await remove(member, 'provider')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await identity.graphql(LIST)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

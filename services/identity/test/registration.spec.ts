import { emulatorVerifiedSignUp } from '@distill/platform/testing';
import { PasswordResetToken } from '../src/password-reset/password-reset-token.entity.js';
import { PendingRegistration } from '../src/registration/pending-registration.entity.js';
import { hashSecretToken } from '../src/secret-token.js';
import { Session } from '../src/sessions/session.entity.js';
import { User } from '../src/users/user.entity.js';
import {
  confirmTokenFrom,
  emailPreviewOf,
  GOOD_PASSWORD,
  type IdentityTestApp,
  registerAccount,
  requestRegistration,
  type SmtpReceiver,
  startIdentity,
  startSmtpReceiver,
  uniqueEmail,
} from './identity-test-app.js';

/*
 * Issue 40, item 9: registration tells a stranger nothing about which addresses have an
 * account, and no account exists before the owner of the mailbox opens the link.
 */

const CONFIRM = `mutation ($token: String!) {
  confirmRegistration(token: $token) { sessionToken user { id email authProvider } }
}`;
const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signInWithPassword(email: $email, password: $password) { sessionToken }
}`;
const FIREBASE_SIGN_IN = `mutation ($idToken: String!) { signInWithFirebase(idToken: $idToken) { id } }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { previewUrl } }`;
const INVALID_LINK = {
  message: 'This confirmation link is invalid or has expired. Please sign up again.',
  extensions: { code: 'BAD_USER_INPUT' },
};

interface Grant {
  sessionToken: string;
  user: { id: string; email: string; authProvider: string };
}

describe('registration over SMTP', () => {
  let identity: IdentityTestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    identity = await startIdentity({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await identity.close();
    await smtp.close();
  });

  it('answers a taken address exactly as a new one; each mailbox gets its own mail', async () => {
    const taken = uniqueEmail('owner');
    await registerAccount(identity, taken, GOOD_PASSWORD, 'id', smtp);
    const fresh = uniqueEmail('newcomer');

    const takenAnswer = await requestRegistration(identity, taken, 'another-pass-phrase-4');
    const freshAnswer = await requestRegistration(identity, fresh);
    expect(takenAnswer).toEqual(freshAnswer);
    expect(freshAnswer).toEqual({
      status: 200,
      data: { requestRegistration: { previewUrl: null } },
      errors: undefined,
    });

    const already = await smtp.mailTo(taken, 'You already have an account');
    expect(already).toContain('https://distill.example/simple-auth');
    expect(already).not.toContain('confirm=');
    const confirm = await smtp.mailTo(fresh, 'Confirm your e-mail address');
    const token = confirmTokenFrom(confirm);

    // Nothing is kept about the taken address; the new one waits, hashed, for its link.
    const pending = identity.dataSource.getRepository(PendingRegistration);
    expect(await pending.countBy({ email: taken })).toBe(0);
    const row = await pending.findOneByOrFail({ email: fresh });
    expect(row.tokenHash).toBe(hashSecretToken(token));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(23.9 * 3600_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000 + 1000);
    expect(await identity.dataSource.getRepository(User).countBy({ email: fresh })).toBe(0);
  });
});

describe('registration with e-mail previews (development, no SMTP)', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  async function requestLink(email: string, password = GOOD_PASSWORD): Promise<string> {
    const answer = await requestRegistration(identity, email, password);
    expect(answer.errors).toBeUndefined();
    const mail = await emailPreviewOf(identity, answer.data!.requestRegistration.previewUrl);
    expect(mail).toMatchObject({
      recipient: email.toLowerCase(),
      subject: 'Confirm your e-mail address',
    });
    return confirmTokenFrom(mail.textBody);
  }

  const confirm = (token: string) =>
    identity.graphql<{ confirmRegistration: Grant }>(CONFIRM, { token });
  const signIn = (email: string, password = GOOD_PASSWORD) =>
    identity.graphql<{ signInWithPassword: { sessionToken: string } }>(SIGN_IN, {
      email,
      password,
    });

  it('creates the account with the chosen password and a session, once', async () => {
    const email = uniqueEmail();
    const token = await requestLink(email.toUpperCase());
    const confirmed = await confirm(token);
    expect(confirmed.errors).toBeUndefined();
    const grant = confirmed.data!.confirmRegistration;
    expect(grant.user).toMatchObject({ email, authProvider: 'local' });
    const sessions = await identity.dataSource
      .getRepository(Session)
      .findBy({ userId: grant.user.id });
    expect(sessions.map((session) => session.tokenHash)).toEqual([
      hashSecretToken(grant.sessionToken),
    ]);
    expect((await signIn(email)).errors).toBeUndefined();
    expect(await identity.dataSource.getRepository(PendingRegistration).countBy({ email })).toBe(0);

    expect(await confirm(token)).toMatchObject({ data: null, errors: [INVALID_LINK] });
  });

  it('refuses an expired link and creates nothing', async () => {
    const email = uniqueEmail();
    const token = await requestLink(email);
    await identity.dataSource
      .getRepository(PendingRegistration)
      .update({ email }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await confirm(token)).toMatchObject({ data: null, errors: [INVALID_LINK] });
    expect(await identity.dataSource.getRepository(User).countBy({ email })).toBe(0);
  });

  it('refuses unknown and oversized links', async () => {
    for (const token of ['', 'made-up', 'x'.repeat(600)]) {
      expect(await confirm(token)).toMatchObject({ data: null, errors: [INVALID_LINK] });
    }
  });

  it('keeps only the newest request of an address', async () => {
    const email = uniqueEmail();
    const first = await requestLink(email, 'first-pass-phrase-1');
    const second = await requestLink(email, 'second-pass-phrase-2');
    expect(await confirm(first)).toMatchObject({ data: null, errors: [INVALID_LINK] });
    expect((await confirm(second)).errors).toBeUndefined();
    expect((await signIn(email, 'second-pass-phrase-2')).errors).toBeUndefined();
    expect((await signIn(email, 'first-pass-phrase-1')).errors?.[0]?.message).toBe(
      'Invalid email or password',
    );
  });

  it('answers 409 and starts no session when the address got an account meanwhile', async () => {
    const email = uniqueEmail();
    const token = await requestLink(email);
    // The owner signs in with a provider that verified the address before opening the link.
    const provider = await emulatorVerifiedSignUp(email, 'provider-pass-1');
    const owner = await identity.graphql<{ signInWithFirebase: { id: string } }>(FIREBASE_SIGN_IN, {
      idToken: provider.idToken,
    });
    expect(owner.errors).toBeUndefined();
    const sessionsBefore = await identity.dataSource.getRepository(Session).count();

    expect(await confirm(token)).toMatchObject({
      data: null,
      errors: [
        { message: 'Email address is already registered', extensions: { code: 'CONFLICT' } },
      ],
    });
    expect(await identity.dataSource.getRepository(Session).count()).toBe(sessionsBefore);
    expect(await identity.dataSource.getRepository(User).countBy({ email })).toBe(1);
    // The link is used up: its password never reaches the account.
    expect(await identity.dataSource.getRepository(PendingRegistration).countBy({ email })).toBe(0);
    expect((await signIn(email)).errors?.[0]?.message).toBe('Invalid email or password');
  });

  it('never lets anyone sign in, or reset a password, before the link is opened', async () => {
    const email = uniqueEmail();
    await requestLink(email);
    expect((await signIn(email)).errors?.[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const reset = await identity.graphql<{ requestPasswordReset: { previewUrl: string } }>(
      REQUEST_RESET,
      { email },
    );
    const resetMail = await emailPreviewOf(identity, reset.data!.requestPasswordReset.previewUrl);
    expect(resetMail.textBody).toContain('there is no');
    expect(await identity.dataSource.getRepository(PasswordResetToken).count()).toBe(0);
    expect(await identity.dataSource.getRepository(User).countBy({ email })).toBe(0);
  });

  it.each([
    ['a malformed e-mail', 'not-an-email', GOOD_PASSWORD, 'Invalid email address'],
    ['a short password', undefined, 'x7#kQ', 'Password must be at least 6 characters long.'],
  ])('refuses %s with 400 and keeps nothing', async (_label, given, password, message) => {
    const email = given ?? uniqueEmail();
    const answer = await requestRegistration(identity, email, password);
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await identity.dataSource.getRepository(PendingRegistration).countBy({ email })).toBe(0);
  });

  it('limits requests per e-mail (each one sends a mail)', async () => {
    const email = uniqueEmail();
    const limit = identity.config.REGISTRATIONS_PER_EMAIL;
    for (let i = 0; i < limit; i += 1) {
      expect((await requestRegistration(identity, email)).errors).toBeUndefined();
    }
    const refused = await requestRegistration(identity, email);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});

import { IsNull } from 'typeorm';
import { EmailPreview } from '../src/email/email-preview.entity.js';
import { PasswordResetToken } from '../src/password-reset/password-reset-token.entity.js';
import { hashSecretToken } from '../src/secret-token.js';
import { Session } from '../src/sessions/session.entity.js';
import { User } from '../src/users/user.entity.js';
import {
  GOOD_PASSWORD,
  type IdentityTestApp,
  startIdentity,
  uniqueEmail,
  registerAccount,
  type SmtpReceiver,
  startSmtpReceiver,
} from './identity-test-app.js';

const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signInWithPassword(email: $email, password: $password) { sessionToken }
}`;
const VIEWER_FOR_SESSION = `query ($token: String!) { viewerForSession(sessionToken: $token) { id } }`;
const REQUEST = `mutation ($email: String!) { requestPasswordReset(email: $email) { previewUrl } }`;
const CONFIRM = `mutation ($token: String!, $newPassword: String!) { confirmPasswordReset(token: $token, newPassword: $newPassword) }`;
const PREVIEW = `query ($id: ID!) { emailPreview(id: $id) { id recipient subject textBody htmlBody } }`;
const NEW_PASSWORD = 'amber-lantern-83';

function tokenFrom(text: string): string {
  const match = /https:\/\/distill\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

describe('password reset with e-mail previews (development, no SMTP)', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  async function registerAndRequest(email: string) {
    const registered = await registerAccount(identity, email);
    const requested = await identity.graphql<{
      requestPasswordReset: { previewUrl: string | null };
    }>(REQUEST, { email });
    const previewUrl = requested.data!.requestPasswordReset.previewUrl!;
    expect(previewUrl).toMatch(/^https:\/\/distill\.example\/api\/dev\/emails\/[0-9a-f-]{36}$/);
    const previewId = previewUrl.split('/').pop()!;
    const preview = await identity.graphql<{
      emailPreview: { recipient: string; subject: string; textBody: string; htmlBody: string };
    }>(PREVIEW, { id: previewId });
    return { grant: registered.data!.confirmRegistration, preview: preview.data!.emailPreview };
  }

  it('keeps the e-mail for the preview page with a link built from PUBLIC_URL and a stored hash only', async () => {
    const email = uniqueEmail();
    const { grant, preview } = await registerAndRequest(email);
    expect(preview).toMatchObject({ recipient: email, subject: 'Reset your Distill password' });
    const token = tokenFrom(preview.textBody);
    expect(preview.htmlBody).toContain(`https://distill.example/reset-password?token=${token}`);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await identity.dataSource
      .getRepository(PasswordResetToken)
      .findBy({ userId: grant.user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashSecretToken(token));
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('answers an unknown address with the same shape and mentions no account only inside the e-mail', async () => {
    const email = uniqueEmail('nobody');
    const answer = await identity.graphql<{ requestPasswordReset: { previewUrl: string | null } }>(
      REQUEST,
      { email },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.requestPasswordReset.previewUrl).toMatch(
      /\/api\/dev\/emails\/[0-9a-f-]{36}$/,
    );
    const malformed = await identity.graphql<{
      requestPasswordReset: { previewUrl: string | null };
    }>(REQUEST, { email: 'nope' });
    // A malformed address is a typo (400), not an account question.
    expect(malformed.errors?.[0]?.message).toBe('Invalid email address');
    expect(
      await identity.dataSource
        .getRepository(PasswordResetToken)
        .count({ where: { user: { email } } }),
    ).toBe(0);
  });

  it('sets the new password, revokes every session, and works only once', async () => {
    const email = uniqueEmail();
    const { grant, preview } = await registerAndRequest(email);
    const other = await identity.graphql<{ signInWithPassword: { sessionToken: string } }>(
      SIGN_IN,
      { email, password: GOOD_PASSWORD },
    );
    const token = tokenFrom(preview.textBody);

    const confirmed = await identity.graphql<{ confirmPasswordReset: string }>(CONFIRM, {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmPasswordReset).toBe(grant.user.id);

    for (const sessionToken of [grant.sessionToken, other.data!.signInWithPassword.sessionToken]) {
      const viewer = await identity.graphql<{ viewerForSession: unknown }>(VIEWER_FOR_SESSION, {
        token: sessionToken,
      });
      expect(viewer.data!.viewerForSession).toBeNull();
    }
    const live = await identity.dataSource
      .getRepository(Session)
      .countBy({ userId: grant.user.id, revokedAt: IsNull() });
    expect(live).toBe(0);
    expect(
      (await identity.graphql(SIGN_IN, { email, password: GOOD_PASSWORD })).errors?.[0]?.message,
    ).toBe('Invalid email or password');
    expect(
      (await identity.graphql(SIGN_IN, { email, password: NEW_PASSWORD })).errors,
    ).toBeUndefined();

    const reused = await identity.graphql(CONFIRM, {
      token,
      newPassword: 'another-fine-passphrase',
    });
    expect(reused.errors?.[0]).toMatchObject({
      message: 'This password reset link is invalid or has expired. Please request a new one.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses an expired token', async () => {
    const email = uniqueEmail();
    const { grant, preview } = await registerAndRequest(email);
    const token = tokenFrom(preview.textBody);
    await identity.dataSource
      .getRepository(PasswordResetToken)
      .update({ userId: grant.user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const answer = await identity.graphql(CONFIRM, { token, newPassword: NEW_PASSWORD });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      (await identity.graphql(SIGN_IN, { email, password: GOOD_PASSWORD })).errors,
    ).toBeUndefined();
  });

  it('retires older links when a new one is issued', async () => {
    const email = uniqueEmail();
    const { preview: first } = await registerAndRequest(email);
    const second = await identity.graphql<{ requestPasswordReset: { previewUrl: string } }>(
      REQUEST,
      { email },
    );
    const secondPreview = await identity.graphql<{ emailPreview: { textBody: string } }>(PREVIEW, {
      id: second.data!.requestPasswordReset.previewUrl.split('/').pop(),
    });
    expect(
      (
        await identity.graphql(CONFIRM, {
          token: tokenFrom(first.textBody),
          newPassword: NEW_PASSWORD,
        })
      ).errors?.[0]?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
    expect(
      (
        await identity.graphql(CONFIRM, {
          token: tokenFrom(secondPreview.data!.emailPreview.textBody),
          newPassword: NEW_PASSWORD,
        })
      ).errors,
    ).toBeUndefined();
  });

  it('checks the new password before consuming the token', async () => {
    const email = uniqueEmail();
    const { preview } = await registerAndRequest(email);
    const token = tokenFrom(preview.textBody);
    const weak = await identity.graphql(CONFIRM, { token, newPassword: '12345' });
    expect(weak.errors?.[0]?.message).toBe('Password must be at least 6 characters long.');
    expect(
      (await identity.graphql(CONFIRM, { token, newPassword: NEW_PASSWORD })).errors,
    ).toBeUndefined();
  });

  it('refuses unknown tokens and answers not found for unknown previews', async () => {
    expect(
      (await identity.graphql(CONFIRM, { token: 'made-up', newPassword: NEW_PASSWORD })).errors?.[0]
        ?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const answer = await identity.graphql(PREVIEW, { id });
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Email preview not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('answers 400 with a message for an e-mail with a lone surrogate, never a 500', async () => {
    const answer = await identity.graphql(REQUEST, { email: 'x\ud800@example.com' });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'email must be well-formed Unicode text',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('password reset over SMTP', () => {
  let identity: IdentityTestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    identity = await startIdentity({
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'Distill <reset@distill.example>',
    });
  });
  afterAll(async () => {
    await identity.close();
    await smtp.close();
  });

  it('sends the reset e-mail through SMTP and answers without a preview', async () => {
    const email = uniqueEmail();
    await registerAccount(identity, email, GOOD_PASSWORD, 'id', smtp);
    const answer = await identity.graphql<{ requestPasswordReset: { previewUrl: string | null } }>(
      REQUEST,
      { email },
    );
    expect(answer.data!.requestPasswordReset.previewUrl).toBeNull();
    const message = await smtp.mailTo(email, 'Reset your Distill password');
    expect(message).toContain('From: Distill <reset@distill.example>');
    const token = tokenFrom(message);
    const confirmed = await identity.graphql(CONFIRM, { token, newPassword: NEW_PASSWORD });
    expect(confirmed.errors).toBeUndefined();
  });

  it('sends nothing for an unknown address and answers exactly the same', async () => {
    const email = uniqueEmail('nobody');
    const known = uniqueEmail();
    await registerAccount(identity, known, GOOD_PASSWORD, 'id', smtp);
    const unknownAnswer = await identity.graphql(REQUEST, { email });
    const knownAnswer = await identity.graphql(REQUEST, { email: known });
    expect(unknownAnswer).toEqual(knownAnswer);
    await smtp.mailTo(known, 'Reset your Distill password');
    expect(smtp.received.find((mail) => mail.to.includes(email))).toBeUndefined();
    expect(await identity.dataSource.getRepository(User).countBy({ email })).toBe(0);
  });

  it('shows no kept e-mail while SMTP is configured, even one kept before', async () => {
    const kept = await identity.dataSource.getRepository(EmailPreview).save({
      recipient: uniqueEmail('earlier'),
      subject: 'Reset your Distill password',
      textBody: 'a link',
      htmlBody: '<p>a link</p>',
    });
    const answer = await identity.graphql(PREVIEW, { id: kept.id });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

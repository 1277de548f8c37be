import {
  call,
  GOOD_PASSWORD,
  type GatewayStack,
  registerAndConfirm,
  startGatewayStack,
  uniqueEmail,
} from './gateway-stack.js';

const DAY_MS = 24 * 3600 * 1000;
/** Identity's answer to a visitor, as `/api/auth/user` gives it. */
const VISITOR = { status: 401, text: 'Unauthorized' };

/**
 * "Delete my account" through the REST facade and the real identity service (issue 45): each
 * refusal is a clear 4xx that changes nothing; a request ends the session and may be cancelled
 * after signing in again during the grace period.
 */
describe('Account deletion routes', () => {
  let stack: GatewayStack;

  beforeAll(async () => {
    // Not the default 7: the page's number comes from the server.
    stack = await startGatewayStack({ identityEnv: { ACCOUNT_DELETION_GRACE_DAYS: '3' } });
  }, 120_000);
  afterAll(() => stack?.close());

  async function member() {
    const email = uniqueEmail('leaving');
    const answer = await registerAndConfirm(stack.url, email);
    return { email, cookie: answer.sessionCookie! };
  }
  const signIn = async (email: string) =>
    (
      await call(stack.url, 'POST', '/api/simple-login', {
        json: { email, password: GOOD_PASSWORD },
      })
    ).sessionCookie!;
  const status = (cookie: string) => call(stack.url, 'GET', '/api/account-deletion', { cookie });
  const request = (cookie: string | null, json: unknown) =>
    call(stack.url, 'POST', '/api/account-deletion', { cookie, json });

  it('refuses visitors', async () => {
    const answers = [
      await call(stack.url, 'GET', '/api/account-deletion'),
      await request(null, { confirmation: 'a@example.com', password: 'x' }),
      await call(stack.url, 'DELETE', '/api/account-deletion'),
    ];
    for (const answer of answers)
      expect({ status: answer.status, text: answer.text }).toEqual(VISITOR);
  });

  it('refuses a wrong password, a wrong confirmation or a bad body, and changes nothing', async () => {
    const { email, cookie } = await member();
    const refusals = [
      [{ confirmation: email, password: 'not-my-password' }, 'Incorrect password'],
      [
        { confirmation: 'someone@example.com', password: GOOD_PASSWORD },
        'Type your e-mail address to confirm',
      ],
      [{ password: GOOD_PASSWORD }, 'confirmation is required'],
      [{ confirmation: email, password: 42 }, 'password must be a string'],
      [
        { confirmation: email, password: GOOD_PASSWORD, reason: 'x' },
        'reason is not a known field',
      ],
    ] as const;
    for (const [body, message] of refusals) {
      const answer = await request(cookie, body);
      expect({ status: answer.status, text: answer.text }).toEqual({ status: 400, text: message });
    }
    // Still signed in, nothing scheduled.
    expect((await call(stack.url, 'GET', '/api/auth/user', { cookie })).status).toBe(200);
    expect((await status(cookie)).json()).toEqual({ graceDays: 3, pendingDeletion: null });
  });

  it('schedules the deletion, ends the session, refuses a second request and cancels', async () => {
    const { email, cookie } = await member();
    const requested = await request(cookie, {
      confirmation: ` ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
    });
    expect(requested.status).toBe(201);
    const { requestedAt, eraseAfter } = requested.json<{
      requestedAt: string;
      eraseAfter: string;
    }>();
    expect(Date.parse(eraseAfter) - Date.parse(requestedAt)).toBe(3 * DAY_MS);
    // The cookie is cleared, and the session behind it ended.
    expect(requested.setCookie.some((c) => /^distill_session=;/.test(c))).toBe(true);
    expect((await call(stack.url, 'GET', '/api/auth/user', { cookie })).status).toBe(401);

    // Signing in during the grace period works and says when the account goes.
    const again = await signIn(email);
    expect((await status(again)).json()).toEqual({
      graceDays: 3,
      pendingDeletion: { requestedAt, eraseAfter },
    });
    const second = await request(again, { confirmation: email, password: GOOD_PASSWORD });
    expect({ status: second.status, text: second.text }).toEqual({
      status: 409,
      text: 'Your account is already scheduled for deletion',
    });
    // The 409 changed nothing: still signed in, the same date.
    expect((await status(again)).json()).toMatchObject({ pendingDeletion: { eraseAfter } });

    const kept = await call(stack.url, 'DELETE', '/api/account-deletion', { cookie: again });
    expect(kept.status).toBe(200);
    expect((await status(again)).json()).toEqual({ graceDays: 3, pendingDeletion: null });
    const nothingLeft = await call(stack.url, 'DELETE', '/api/account-deletion', { cookie: again });
    expect(nothingLeft.status).toBe(404);
  });
});

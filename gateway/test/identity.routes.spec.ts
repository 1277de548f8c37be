import { emulatorVerifiedSignUp } from '@distill/platform/testing';
import { REGISTER_REQUEST_MESSAGE, RESET_REQUEST_MESSAGE } from '../src/rest/identity.routes.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  confirmTokenIn,
  eventually,
  type GatewayStack,
  GOOD_PASSWORD,
  graphqlCall,
  PUBLIC_URL,
  registerAndConfirm,
  startGatewayStack,
  uniqueEmail,
} from './gateway-stack.js';

interface UserBody {
  user: {
    id: string;
    email: string;
    role: string;
    subscriptionStatus: string;
    subscriptionType: string;
  };
}

describe('identity at the gateway: REST routes and the viewer', () => {
  let gateway: GatewayStack;
  let url: string;

  beforeAll(async () => {
    // A long cache lifetime proves that the event, not the expiry, refreshes the viewer.
    gateway = await startGatewayStack({ gatewayEnv: { VIEWER_CACHE_TTL_SECONDS: '3600' } });
    url = gateway.url;
  });
  afterAll(() => gateway.close());

  async function register(email = uniqueEmail(), password = GOOD_PASSWORD) {
    const answer = await registerAndConfirm(url, email, { password });
    expect(answer.status).toBe(201);
    return { email, cookie: answer.sessionCookie!, user: answer.json<UserBody>().user, answer };
  }

  async function signIn(email: string, password: string) {
    return call(url, 'POST', '/api/simple-login', { json: { email, password } });
  }

  describe('simple register, login, logout and current user', () => {
    it('confirms a registration: 201 {user}, an HttpOnly SameSite=Lax Path=/ session cookie (not Secure outside production)', async () => {
      const email = uniqueEmail();
      const { answer, user } = await register(email);
      expect(user).toMatchObject({
        email,
        role: 'user',
        subscriptionStatus: 'free',
        subscriptionType: 'free',
      });
      expect(user).not.toHaveProperty('passwordHash');
      expect(user).not.toHaveProperty('password');
      const cookie = answer.setCookie.find((value) => value.startsWith('distill_session='))!;
      expect(cookie).toMatch(/^distill_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Max-Age=2592000/);
      expect(cookie).not.toMatch(/; Secure/);
    });

    it('GET /api/auth/user and /api/simple-user: the user with the cookie, 401 without', async () => {
      const { cookie, user } = await register();
      for (const path of ['/api/auth/user', '/api/simple-user']) {
        const signedIn = await call(url, 'GET', path, { cookie });
        expect(signedIn.status).toBe(200);
        expect(signedIn.json()).toMatchObject({ id: user.id, email: user.email, role: 'user' });
        const anonymous = await call(url, 'GET', path);
        expect(anonymous.status).toBe(401);
        expect(anonymous.text).toBe('Unauthorized');
        const bogus = await call(url, 'GET', path, { cookie: 'distill_session=not-a-session' });
        expect(bogus.status).toBe(401);
      }
    });

    it('logs in with a new session at every sign-in; a wrong password answers 401 with the message', async () => {
      const { email, cookie } = await register();
      const login = await signIn(email.toUpperCase(), GOOD_PASSWORD);
      expect(login.status).toBe(200);
      expect(login.json<UserBody>().user.email).toBe(email);
      expect(login.sessionCookie).not.toBe(cookie);
      const wrong = await signIn(email, 'not-my-password');
      expect(wrong.status).toBe(401);
      expect(wrong.text).toBe('Invalid email or password');
      const unknown = await signIn(uniqueEmail('nobody'), GOOD_PASSWORD);
      expect(unknown.status).toBe(401);
      expect(unknown.text).toBe('Invalid email or password');
    });

    it('refuses a short or common password (400)', async () => {
      const short = await call(url, 'POST', '/api/simple-register', {
        json: { email: uniqueEmail(), password: 'abc' },
      });
      expect([short.status, short.text]).toEqual([
        400,
        'Password must be at least 6 characters long.',
      ]);
      const common = await call(url, 'POST', '/api/simple-register', {
        json: { email: uniqueEmail(), password: 'iloveyou' },
      });
      expect(common.status).toBe(400);
    });

    it('logs out: revokes the session server-side at once and clears the cookie', async () => {
      const { cookie } = await register();
      expect((await call(url, 'GET', '/api/auth/user', { cookie })).status).toBe(200); // now cached
      const out = await call(url, 'POST', '/api/simple-logout', { cookie });
      expect(out.status).toBe(200);
      const cleared = out.setCookie.find((value) => value.startsWith('distill_session='))!;
      expect(cleared).toMatch(/^distill_session=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect((await call(url, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
      // Without a cookie it is a harmless no-op.
      expect((await call(url, 'POST', '/api/simple-logout')).status).toBe(200);
    });

    it('revoking every session ends the caller’s own at once, without waiting for the event', async () => {
      // A replica with an event prefix of its own never hears identity's user.updated event:
      // only the revoking request itself can drop its cached viewer.
      const deaf = (
        await gateway.startReplica({
          EVENTS_PREFIX: `${gateway.config.EVENTS_PREFIX}-deaf`,
        })
      ).url;
      const { cookie } = await register();
      expect((await call(deaf, 'GET', '/api/simple-user', { cookie })).status).toBe(200); // now cached
      const revoked = await graphqlCall(deaf, 'mutation { revokeViewerSessions }', { cookie });
      expect(revoked.body).toEqual({ data: { revokeViewerSessions: 1 } });
      expect((await call(deaf, 'GET', '/api/simple-user', { cookie })).status).toBe(401);
    });
  });

  describe('registration tells a stranger nothing (issue 40, item 9)', () => {
    const requestRegistration = (email: string, password = GOOD_PASSWORD) =>
      call(url, 'POST', '/api/simple-register', { json: { email, password } });
    const confirm = (token: string) =>
      call(url, 'POST', '/api/simple-register/confirm', { json: { token } });
    const mailOf = async (previewUrl: string) =>
      (await call(url, 'GET', new URL(previewUrl).pathname)).text;
    /**
     * What a stranger compares: everything but what differs per request (date, correlation id)
     * and the development preview's own address (and so the body's ETag).
     */
    const visible = (answer: Awaited<ReturnType<typeof call>>) => ({
      status: answer.status,
      headers: [...answer.headers.entries()].filter(
        ([name]) => !['date', 'x-correlation-id', 'etag'].includes(name),
      ),
      setCookie: answer.setCookie,
      body: { ...answer.json(), previewUrl: 'a preview' },
    });

    it('answers an address with an account exactly as a new one: 202, no cookie; each owner gets a mail', async () => {
      const { email: taken } = await register();
      const fresh = uniqueEmail('newcomer');
      const takenAnswer = await requestRegistration(taken, 'another-pass-phrase-4');
      const freshAnswer = await requestRegistration(fresh);
      expect(visible(takenAnswer)).toEqual(visible(freshAnswer));
      expect(freshAnswer.status).toBe(202);
      expect(freshAnswer.setCookie).toEqual([]);
      const body = freshAnswer.json<{ user: null; message: string; previewUrl: string }>();
      expect(body).toEqual({
        user: null,
        message: REGISTER_REQUEST_MESSAGE,
        previewUrl: expect.stringMatching(
          new RegExp(`^${PUBLIC_URL}/api/dev/emails/[0-9a-f-]{36}$`),
        ),
      });

      const alreadyMail = await mailOf(takenAnswer.json<{ previewUrl: string }>().previewUrl);
      expect(alreadyMail).toContain(`To: ${taken}`);
      expect(alreadyMail).toContain('Subject: You already have an account');
      expect(alreadyMail).not.toContain('confirm=');
      const confirmMail = await mailOf(body.previewUrl);
      expect(confirmMail).toContain(`To: ${fresh}`);
      expect(confirmMail).toContain('Subject: Confirm your e-mail address');
      expect(confirmMail).toContain(`${PUBLIC_URL}/simple-auth?confirm=`);
      // The owner's password is unchanged by the stranger's request.
      expect((await signIn(taken, GOOD_PASSWORD)).status).toBe(200);
    });

    it('confirms once: signs in with the chosen password; the link again is a 400', async () => {
      const email = uniqueEmail();
      const requested = await requestRegistration(email);
      // Before the link is opened, no one signs in with that address.
      expect((await signIn(email, GOOD_PASSWORD)).status).toBe(401);
      const token = confirmTokenIn(
        await mailOf(requested.json<{ previewUrl: string }>().previewUrl),
      );
      const confirmed = await confirm(token);
      expect(confirmed.status).toBe(201);
      expect(confirmed.json<UserBody>().user).toMatchObject({ email, role: 'user' });
      const me = await call(url, 'GET', '/api/simple-user', { cookie: confirmed.sessionCookie });
      expect(me.json()).toMatchObject({ email });
      expect((await signIn(email, GOOD_PASSWORD)).status).toBe(200);

      const again = await confirm(token);
      expect([again.status, again.text, again.setCookie]).toEqual([
        400,
        'This confirmation link is invalid or has expired. Please sign up again.',
        [],
      ]);
    });

    it('answers 409 without a session when the address got an account before the link was opened', async () => {
      const email = uniqueEmail();
      const requested = await requestRegistration(email);
      const token = confirmTokenIn(
        await mailOf(requested.json<{ previewUrl: string }>().previewUrl),
      );
      const provider = await emulatorVerifiedSignUp(email, 'provider-pass-1');
      const owner = await call(url, 'GET', '/api/firebase/user', {
        headers: { authorization: `Bearer ${provider.idToken}` },
      });
      expect(owner.status).toBe(200);
      const late = await confirm(token);
      expect([late.status, late.text, late.setCookie]).toEqual([
        409,
        'Email address is already registered',
        [],
      ]);
    });
  });

  describe('bad input is a 400 with a message, never a 500', () => {
    const routes: Array<[string, Record<string, string>]> = [
      ['/api/simple-register', { email: 'x@example.com', password: GOOD_PASSWORD }],
      ['/api/simple-register/confirm', { token: 'abc' }],
      ['/api/simple-login', { email: 'x@example.com', password: GOOD_PASSWORD }],
      ['/api/simple-reset-password', { email: 'x@example.com' }],
      ['/api/simple-confirm-reset', { token: 'abc', newPassword: GOOD_PASSWORD }],
    ];

    it.each(routes)(
      '%s: missing fields, wrong types, empty values, non-objects',
      async (path, valid) => {
        for (const field of Object.keys(valid)) {
          const { [field]: _omitted, ...missing } = valid;
          const answer = await call(url, 'POST', path, { json: missing });
          expect([answer.status, answer.text]).toEqual([400, `${field} is required`]);
          const wrongType = await call(url, 'POST', path, { json: { ...valid, [field]: 42 } });
          expect([wrongType.status, wrongType.text]).toEqual([400, `${field} must be a string`]);
          const empty = await call(url, 'POST', path, { json: { ...valid, [field]: '' } });
          expect([empty.status, empty.text]).toEqual([400, `${field} is required`]);
        }
        const array = await call(url, 'POST', path, { json: [valid] });
        expect(array.status).toBe(400);
        expect(array.text).toMatch(/^Request body must be a JSON object/);
        // Top-level primitives are not JSON objects or arrays: the strict parser refuses them.
        for (const body of ['text', null, 7]) {
          const answer = await call(url, 'POST', path, { json: body });
          expect([answer.status, answer.text]).toEqual([400, 'Malformed JSON body']);
        }
        const noBody = await call(url, 'POST', path);
        expect(noBody.status).toBe(400);
      },
    );

    it.each(routes)('%s: malformed JSON and oversized bodies', async (path) => {
      const malformed = await call(url, 'POST', path, {
        body: '{"email": ',
        headers: { 'content-type': 'application/json' },
      });
      expect([malformed.status, malformed.text]).toEqual([400, 'Malformed JSON body']);
      const oversized = await call(url, 'POST', path, {
        json: {
          email: 'x@example.com',
          password: 'p'.repeat(64 * 1024),
          token: 't',
          newPassword: 'n',
        },
      });
      expect([oversized.status, oversized.text]).toEqual([400, 'Request body too large']);
    });

    it('refuses non-JSON bodies (415) and cross-origin browsers (403); allows clients without Origin', async () => {
      const form = await call(url, 'POST', '/api/simple-login', {
        body: 'email=a%40b.co&password=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect([form.status, form.text]).toEqual([415, 'Content-Type must be application/json']);
      const crossOrigin = await call(url, 'POST', '/api/simple-login', {
        json: { email: 'a@b.co', password: 'whatever' },
        headers: { origin: 'https://evil.example' },
      });
      expect([crossOrigin.status, crossOrigin.text]).toEqual([403, 'Cross-origin request refused']);
      const crossSite = await call(url, 'POST', '/api/simple-logout', {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.status).toBe(403);
      const { email } = await register();
      const script = await fetch(`${url}/api/simple-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: GOOD_PASSWORD }),
      });
      expect(script.status).toBe(200);
      expect(PUBLIC_URL).toBe(new URL(PUBLIC_URL).origin);
    });

    it('registers from every loopback address the product listens on, and from no other origin', async () => {
      // Opened at http://127.0.0.1:3000 instead of the announced http://localhost:3000.
      for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
        const answer = await call(url, 'POST', '/api/simple-register', {
          json: { email: uniqueEmail(), password: GOOD_PASSWORD },
          headers: { origin },
        });
        expect(answer.status).toBe(202);
      }
      for (const origin of ['http://127.0.0.1:3999', 'http://10.0.0.2:3000']) {
        const answer = await call(url, 'POST', '/api/simple-register', {
          json: { email: uniqueEmail(), password: GOOD_PASSWORD },
          headers: { origin },
        });
        expect([answer.status, answer.text]).toEqual([403, 'Cross-origin request refused']);
      }
    });
  });

  describe('password reset through the development preview', () => {
    async function requestReset(email: string) {
      const answer = await call(url, 'POST', '/api/simple-reset-password', { json: { email } });
      expect(answer.status).toBe(200);
      return answer.json<{ message: string; previewUrl?: string }>();
    }

    it('answers the same for known and unknown addresses', async () => {
      const { email } = await register();
      const known = await requestReset(email);
      const unknown = await requestReset(uniqueEmail('nobody'));
      expect(known.message).toBe(RESET_REQUEST_MESSAGE);
      expect(unknown.message).toBe(RESET_REQUEST_MESSAGE);
      expect(Object.keys(known).sort()).toEqual(Object.keys(unknown).sort());
      expect(known.previewUrl).toMatch(new RegExp(`^${PUBLIC_URL}/api/dev/emails/[0-9a-f-]{36}$`));
    });

    it('resets through the preview link: new password works, every session is revoked, the link works once', async () => {
      const { email, cookie } = await register();
      expect((await call(url, 'GET', '/api/auth/user', { cookie })).status).toBe(200); // cached viewer
      const { previewUrl } = await requestReset(email);
      const page = await call(url, 'GET', new URL(previewUrl!).pathname, {
        headers: { host: 'attacker.example' },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('Reset your Distill password');
      const token = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
        page.text,
      )?.[1];
      expect(token).toBeDefined();
      expect(page.text).not.toContain('attacker.example');

      const confirmed = await call(url, 'POST', '/api/simple-confirm-reset', {
        json: { token, newPassword: 'amber-lantern-83' },
      });
      expect(confirmed.status).toBe(200);
      expect((await call(url, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
      expect((await signIn(email, GOOD_PASSWORD)).status).toBe(401);
      expect((await signIn(email, 'amber-lantern-83')).status).toBe(200);

      const again = await call(url, 'POST', '/api/simple-confirm-reset', {
        json: { token, newPassword: 'other-lantern-84' },
      });
      expect([again.status, again.text]).toEqual([
        400,
        'This password reset link is invalid or has expired. Please request a new one.',
      ]);
    });

    it('answers 404 for unknown previews', async () => {
      const unknown = await call(
        url,
        'GET',
        '/api/dev/emails/00000000-0000-4000-8000-000000000000',
      );
      expect([unknown.status, unknown.text]).toEqual([404, 'Email preview not found']);
      expect((await call(url, 'GET', '/api/dev/emails/nope')).status).toBe(404);
    });
  });

  describe('roles', () => {
    it('GET /api/admin/users: the list for admins, 403 for members, 401 for visitors', async () => {
      const member = await register();
      const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(admin.status).toBe(200);
      const listed = await call(url, 'GET', '/api/admin/users', { cookie: admin.sessionCookie });
      expect(listed.status).toBe(200);
      const emails = listed.json<Array<{ email: string }>>().map((user) => user.email);
      expect(emails).toEqual(expect.arrayContaining([ADMIN_EMAIL, member.email]));
      const forbidden = await call(url, 'GET', '/api/admin/users', { cookie: member.cookie });
      expect([forbidden.status, forbidden.text]).toEqual([403, 'Admin access required']);
      expect((await call(url, 'GET', '/api/admin/users')).status).toBe(401);
    });

    it('GraphQL users: FORBIDDEN for members and UNAUTHENTICATED for visitors; viewer follows the cookie', async () => {
      const member = await register();
      const asMember = await graphqlCall(url, '{ users { id } }', { cookie: member.cookie });
      expect(asMember.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(asMember.body.data ?? null).toBeNull();
      const asVisitor = await graphqlCall(url, '{ users { id } }');
      expect(asVisitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const viewer = await graphqlCall(url, '{ viewer { id email role } }', {
        cookie: member.cookie,
      });
      expect(viewer.body.data).toEqual({
        viewer: { id: member.user.id, email: member.email, role: 'user' },
      });
      expect((await graphqlCall(url, '{ viewer { id } }')).body.data).toEqual({ viewer: null });
    });

    it('keeps the credential operations out of the public graph', async () => {
      for (const query of [
        'mutation { signInWithPassword(email: "a@b.co", password: "x") { sessionToken } }',
        '{ viewerForSession(sessionToken: "x") { id } }',
        '{ emailPreview(id: "x") { htmlBody } }',
        '{ viewer { passwordHash } }',
      ]) {
        const answer = await graphqlCall(url, query);
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      }
    });

    it('sees a role change on the next request after identity.user.updated (cached viewer dropped)', async () => {
      const member = await register();
      expect((await call(url, 'GET', '/api/admin/users', { cookie: member.cookie })).status).toBe(
        403,
      ); // cached as 'user'
      await gateway.changeMemberAccess(member.user.id, { role: 'admin' });
      const status = await eventually(async () => {
        const answer = await call(url, 'GET', '/api/admin/users', { cookie: member.cookie });
        return answer.status === 200 ? answer.status : undefined;
      });
      expect(status).toBe(200);
    });
  });
});

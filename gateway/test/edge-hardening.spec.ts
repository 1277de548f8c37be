import { networkInterfaces } from 'node:os';
import { UNDECODABLE_PATH_MESSAGE } from '../src/app.js';
import { RESET_REQUEST_MESSAGE } from '../src/rest/identity.routes.js';
import {
  call,
  type GatewayStack,
  GOOD_PASSWORD,
  startGatewayStack,
  uniqueEmail,
  registerAndConfirm,
} from './gateway-stack.js';

/** An address of this machine other than loopback: how a neighbour on the network calls in. */
function externalAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
  if (!address) throw new Error('this machine has no non-loopback IPv4 address');
  return address.address;
}

describe('edge hardening', () => {
  let stack: GatewayStack;
  let fromOutside: string;

  beforeAll(async () => {
    stack = await startGatewayStack({
      host: '0.0.0.0',
      identityEnv: {
        PASSWORD_RESETS_PER_EMAIL: '2',
        PASSWORD_RESETS_PER_ADDRESS: '6',
        REGISTRATIONS_PER_ADDRESS: '4',
      },
    });
    fromOutside = stack.url.replace('127.0.0.1', externalAddress());
  });
  afterAll(() => stack.close());

  describe('e-mail previews', () => {
    it('are offered and shown to loopback clients in development', async () => {
      const email = uniqueEmail('preview');
      expect((await registerAndConfirm(stack.url, email)).status).toBe(201);
      const reset = await call(stack.url, 'POST', '/api/simple-reset-password', {
        json: { email },
      });
      const { previewUrl } = reset.json<{ previewUrl: string }>();
      expect(previewUrl).toMatch(/\/api\/dev\/emails\/[0-9a-f-]{36}$/);
      const page = await call(stack.url, 'GET', new URL(previewUrl).pathname);
      expect(page.status).toBe(200);
      expect(page.text).toContain('/reset-password?token=');
    });

    it('are neither offered nor shown to a client on another address', async () => {
      const email = uniqueEmail('victim');
      await registerAndConfirm(stack.url, email);
      const reset = await call(fromOutside, 'POST', '/api/simple-reset-password', {
        json: { email },
        headers: { origin: 'http://localhost:3000' },
      });
      expect(reset.status).toBe(200);
      expect(reset.json()).toEqual({ message: RESET_REQUEST_MESSAGE });
      const local = await call(stack.url, 'POST', '/api/simple-reset-password', {
        json: { email },
      });
      const { previewUrl } = local.json<{ previewUrl: string }>();
      const page = await call(fromOutside, 'GET', new URL(previewUrl).pathname);
      expect([page.status, page.text]).toEqual([404, 'Not found']);
    });
  });

  describe('bad input never a 500', () => {
    it.each(['/api/simple-register', '/api/simple-reset-password', '/api/simple-login'])(
      '%s answers 400 to a NUL byte or a control character in the e-mail',
      async (path) => {
        for (const email of ['nul\u0000@example.com', 'bell\u0007@example.com']) {
          const answer = await call(stack.url, 'POST', path, {
            json: { email, password: GOOD_PASSWORD },
          });
          expect([answer.status, answer.text]).toEqual([
            400,
            'email must not contain control characters',
          ]);
        }
      },
    );

    it.each([
      '/summary/%E0%A4%A',
      '/%zz',
      '/assets/%E0.js',
      '/api/summaries/%E0%A4%A',
      '/graphql%zz',
    ])('answers a path that does not percent-decode (%s) 400 with one message', async (path) => {
      const answer = await call(stack.url, 'GET', path);
      expect([answer.status, answer.text]).toEqual([400, UNDECODABLE_PATH_MESSAGE]);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    });

    it('answers GraphQL only at /graphql: a path below it is not found', async () => {
      const query = encodeURIComponent('{ __typename }');
      const headers = { 'apollo-require-preflight': 'true' };
      const atEndpoint = await call(stack.url, 'GET', `/graphql?query=${query}`, { headers });
      expect(atEndpoint.status).toBe(200);
      for (const path of ['/graphql/x', '/graphql/graphql']) {
        const below = await call(stack.url, 'GET', `${path}?query=${query}`, { headers });
        expect([below.status, below.text]).toEqual([404, 'Not found']);
      }
    });

    it('refuses malformed e-mail addresses with a message', async () => {
      for (const path of ['/api/simple-register', '/api/simple-reset-password']) {
        const answer = await call(stack.url, 'POST', path, {
          json: { email: 'ada@example..com', password: GOOD_PASSWORD },
        });
        expect([answer.status, answer.text]).toEqual([400, 'Invalid email address']);
      }
    });
  });

  describe('abuse limits', () => {
    it('limits reset requests per e-mail: 429 with Retry-After', async () => {
      const email = uniqueEmail('bombed');
      const answers = [];
      for (let i = 0; i < 3; i += 1) {
        answers.push(
          await call(stack.url, 'POST', '/api/simple-reset-password', { json: { email } }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
      expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answers[2]!.text).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
    });

    it('limits registrations per address: 429 with Retry-After', async () => {
      // A separate address from the other tests' loopback: this test's own budget.
      const statuses = [];
      let last;
      for (let i = 0; i < 5; i += 1) {
        last = await call(fromOutside, 'POST', '/api/simple-register', {
          json: { email: uniqueEmail('many'), password: GOOD_PASSWORD },
          headers: { origin: 'http://localhost:3000' },
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 429]);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  it.each([
    '/api/auth/user',
    '/api/simple-user',
    '/api/firebase/user',
    '/api/admin/users',
    '/api/categories',
    '/api/no-such-route',
  ])('%s is never stored by a cache (Cache-Control: no-store)', async (path) => {
    const answer = await call(stack.url, 'GET', path);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers GraphQL with Cache-Control: no-store', async () => {
    const answer = await call(stack.url, 'POST', '/graphql', {
      json: { query: '{ viewer { id } }' },
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

/** The gateway's proxy settings in k8s/overlays/*: one ingress in front of it. */
const BEHIND_AN_INGRESS = { TRUST_PROXY_HOPS: '1' };

describe('production edge', () => {
  let production: GatewayStack;
  beforeAll(async () => {
    production = await startGatewayStack({
      gatewayEnv: { NODE_ENV: 'production', ...BEHIND_AN_INGRESS },
      identityEnv: { SIGN_IN_MAX_FAILURES_PER_ADDRESS: '6' },
      withSmtp: true,
    });
  });
  afterAll(() => production.close());

  /**
   * The X-Forwarded-For an ingress sends on: whatever the client wrote in its own, then the
   * address the ingress saw the connection come from.
   */
  const throughTheIngress = (clientAddress: string, written?: string) => ({
    'x-forwarded-for': written ? `${written}, ${clientAddress}` : clientAddress,
  });

  it('counts failed sign-ins against the address the ingress saw, whatever the client wrote', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const answer = await call(production.url, 'POST', '/api/simple-login', {
        json: { email: uniqueEmail('guess'), password: 'wrong-password' },
        // A new address written each time, as the issue's probe rotated them.
        headers: throughTheIngress('198.51.100.7', `203.0.113.${attempt}`),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it("never lets a stranger lock an owner out by writing the owner's address", async () => {
    const owner = '203.0.113.80';
    const email = uniqueEmail('owner');
    const registered = await registerAndConfirm(production.url, email, {
      headers: throughTheIngress(owner),
      smtp: production.smtp,
    });
    expect(registered.status).toBe(201);
    const strangerStatuses = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const answer = await call(production.url, 'POST', '/api/simple-login', {
        json: { email: uniqueEmail('guess'), password: 'wrong-password' },
        headers: throughTheIngress('198.51.100.66', owner),
      });
      strangerStatuses.push(answer.status);
    }
    // The stranger spent their own address's budget...
    expect(strangerStatuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // ...and the owner's address still signs in.
    const signedIn = await call(production.url, 'POST', '/api/simple-login', {
      json: { email, password: GOOD_PASSWORD },
      headers: throughTheIngress(owner),
    });
    expect(signedIn.status).toBe(200);
  });

  it('answers a registration for a taken address byte for byte as a new one; each mailbox gets its mail', async () => {
    const taken = uniqueEmail('owner');
    await registerAndConfirm(production.url, taken, { smtp: production.smtp });
    const fresh = uniqueEmail('newcomer');
    const answers = [];
    for (const email of [taken, fresh]) {
      const answer = await call(production.url, 'POST', '/api/simple-register', {
        json: { email, password: 'a-stranger-pass-7' },
        headers: throughTheIngress('198.51.100.90'),
      });
      answers.push({
        status: answer.status,
        // Only what differs per request is left out: the date and the correlation id.
        headers: [...answer.headers.entries()].filter(
          ([name]) => !['date', 'x-correlation-id'].includes(name),
        ),
        body: answer.text,
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[1]!.status).toBe(202);
    expect(answers[1]!.headers.map(([name]) => name)).not.toContain('set-cookie');
    expect(JSON.parse(answers[1]!.body)).toEqual({
      user: null,
      message: 'Check your e-mail to finish creating your account.',
      previewUrl: null,
    });
    expect(await production.smtp!.mailTo(taken, 'You already have an account')).toContain(
      '/simple-auth',
    );
    expect(await production.smtp!.mailTo(fresh, 'Confirm your e-mail address')).toContain(
      '/simple-auth?confirm=',
    );
  });

  it('sends HSTS and never offers e-mail previews', async () => {
    const answer = await call(production.url, 'POST', '/api/simple-reset-password', {
      json: { email: uniqueEmail('prod') },
    });
    expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    expect(answer.json()).toEqual({ message: RESET_REQUEST_MESSAGE });
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@distill/platform/testing';
import { REPOSITORY_ROOT } from './manifest-checks.js';
import { START_AND_STOP_MS, startProduct, type StartedProduct } from './start-process.js';

const MEMBER = { email: 'local-payments-member@example.com', password: 'a long password' };

interface Answer {
  status: number;
  text: string;
  cookie: string | null;
  json<T = any>(): T;
}

/**
 * `npm start` in development with nothing configured, embedded, on one product started once
 * (each start is a whole embedded product: four databases and five services, a minute of CI's
 * time beside the other suites):
 * - Without Firebase settings it brings the Firebase Auth emulator; here the emulator cannot
 *   start (its launcher, `#!/usr/bin/env node`, finds no `node` on an empty PATH; everything else
 *   runs on the running Node itself), so it says so and members sign in with the product's own
 *   e-mail and password. Without ADMIN_PASSWORD the bootstrap admin's password is a random one
 *   in the data folder.
 * - Without Stripe settings it runs the local payments mode: billing on the Stripe double, which
 *   delivers signed webhooks to the gateway's route as Stripe would, and the gateway serving the
 *   stand-in Stripe.js and its confirmations. A member subscribes the way the page does (the
 *   card confirmed where the stand-in sends it) and Premium follows from the double's webhook
 *   alone.
 * The tests run in order on that product; the last stops it and starts it again.
 */
describe('npm start with nothing configured, and no emulator', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'distill-bare-start-'));
  let port: number;
  let origin: string;
  let gateway: string;
  let env: NodeJS.ProcessEnv;
  let product: StartedProduct;

  beforeAll(async () => {
    port = await freePort();
    origin = `http://localhost:${port}`;
    gateway = `http://127.0.0.1:${port}`;
    env = {
      PATH: '',
      LOG_LEVEL: 'warn',
      DISTILL_DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: origin,
    };
    product = await startProduct(env, 'Distill is running at');
  }, START_AND_STOP_MS);

  afterAll(async () => {
    // Whatever the tests' outcome, the product has ended before its data folder goes.
    if (product && product.process.exitCode === null && product.process.signalCode === null) {
      product.process.kill('SIGKILL');
      await product.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (
    method: string,
    path: string,
    { cookie, json, form }: { cookie?: string | null; json?: unknown; form?: string } = {},
  ): Promise<Answer> => {
    const response = await fetch(`${gateway}${path}`, {
      method,
      headers: {
        origin,
        ...(cookie ? { cookie } : {}),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: json !== undefined ? JSON.stringify(json) : form,
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      cookie: response.headers.get('set-cookie')?.split(';')[0] ?? null,
      json: () => JSON.parse(text),
    };
  };
  const mySubscription = async (cookie: string) =>
    (
      await call('POST', '/graphql', {
        cookie,
        json: {
          query:
            '{ mySubscription { status type paymentMethodOnFile } billingConfiguration { paymentsEnabled publishableKey } }',
        },
      })
    ).json().data;
  async function register(): Promise<string> {
    const registered = await call('POST', '/api/simple-register', { json: MEMBER });
    expect(registered.status).toBe(202);
    const { previewUrl } = registered.json<{ previewUrl: string }>();
    const mail = (await call('GET', new URL(previewUrl).pathname)).text;
    const token = /\/simple-auth\?confirm=([A-Za-z0-9_-]+)/.exec(mail)![1];
    expect((await call('POST', '/api/simple-register/confirm', { json: { token } })).status).toBe(
      201,
    );
    return signIn();
  }
  async function signIn(): Promise<string> {
    const signedIn = await call('POST', '/api/simple-login', { json: MEMBER });
    expect(signedIn.status).toBe(200);
    return signedIn.cookie!;
  }
  /** What the stand-in Stripe.js sends when the member presses Subscribe. */
  const confirmCard = (clientSecret: string, paymentMethod: string) =>
    call('POST', `/local-payments/v1/setup_intents/${clientSecret.split('_secret_')[0]}/confirm`, {
      form: new URLSearchParams({
        key: 'pk_test_local_payments',
        client_secret: clientSecret,
        payment_method: paymentMethod,
      }).toString(),
    });
  const until = async <T>(read: () => Promise<T | undefined>): Promise<T> => {
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  it('says the emulator could not start and signs members and the admin in with its own flow', async () => {
    expect(product.output()).toContain('Embedded mode');
    expect(product.output()).toMatch(
      /Firebase Auth emulator could not start \(.+No such file or directory; see .+\); using the simple sign-in/,
    );
    // Its launcher failed at once, before the services started: they started once, not
    // pointed at the emulator first and then again without it.
    expect(product.output().match(/^identity ready/gm)).toHaveLength(1);
    expect(product.output()).toContain('sign-in        the product’s own e-mail and password');
    // No admin password anyone else knows: a random one, in a file only this user reads.
    const passwordFile = join(dataDir, 'admin-password');
    expect(product.output()).toContain(
      `admin sign-in  admin@distill.local (password in ${passwordFile})`,
    );
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const adminPassword = readFileSync(passwordFile, 'utf8').trim();
    expect(adminPassword).toMatch(/^[\w-]{24}$/);
    expect(product.output()).not.toContain(adminPassword);

    const credentials = { email: 'fallback-member@example.com', password: 'a long password' };
    const registered = await fetch(`${gateway}/api/simple-register`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(registered.status).toBe(202);
    // Development keeps the e-mail as a preview; its link confirms the registration.
    const { previewUrl } = (await registered.json()) as { previewUrl: string };
    const mail = await (await fetch(`${gateway}${new URL(previewUrl).pathname}`)).text();
    const token = /\/simple-auth\?confirm=([A-Za-z0-9_-]+)/.exec(mail)![1];
    const confirmed = await fetch(`${gateway}/api/simple-register/confirm`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status).toBe(201);
    const signedIn = await fetch(`${gateway}/api/simple-login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ user: { email: credentials.email } });
    const admin = await fetch(`${gateway}/api/simple-login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@distill.local', password: adminPassword }),
    });
    expect(await admin.json()).toMatchObject({ user: { role: 'admin' } });
    // The pages carry no emulator settings: the web client offers the simple sign-in.
    expect(await (await fetch(`${gateway}/auth`)).text()).not.toContain('distillFirebase');
  });

  it('subscribes a member with a test card and declines the declining one', async () => {
    expect(product.output()).toMatch(
      /\n {2}payments {7}local test mode: a Stripe double at http:\/\/127\.0\.0\.1:\d+, test cards only \(4242 4242 4242 4242\), nothing charged\n/,
    );
    // The page tells the web client to load the gateway's stand-in, which the page admits.
    const page = await call('GET', '/subscribe');
    expect(page.text).toContain(
      '<script>window.distillLocalPayments={"stripeJs":"/local-payments/stripe.js"};</script>',
    );
    const standIn = await call('GET', '/local-payments/stripe.js');
    expect(standIn.status).toBe(200);
    expect(standIn.text).toContain('window.Stripe =');

    const cookie = await register();
    expect(await mySubscription(cookie)).toEqual({
      mySubscription: null,
      billingConfiguration: { paymentsEnabled: true, publishableKey: 'pk_test_local_payments' },
    });
    const started = await call('POST', '/api/create-subscription', {
      cookie,
      json: { plan: 'annual' },
    });
    expect(started.status).toBe(200);
    const { clientSecret, intentType } = started.json<{
      clientSecret: string;
      intentType: string;
    }>();
    expect(intentType).toBe('setup');

    const declined = await confirmCard(clientSecret, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    expect(declined.json()).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });

    const confirmed = await confirmCard(clientSecret, 'pm_card_visa');
    expect(confirmed.status).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
    // The saved card reaches billing only through the double's signed webhook.
    const subscribed = await until(async () => {
      const data = await mySubscription(cookie);
      return data.mySubscription?.paymentMethodOnFile ? data.mySubscription : undefined;
    });
    expect(subscribed).toEqual({
      status: 'trialing',
      type: 'annual',
      paymentMethodOnFile: true,
    });
    const me = await call('GET', '/api/auth/user', { cookie });
    expect(me.json()).toMatchObject({ subscriptionStatus: 'trialing' });
  });

  it(
    'stops on SIGINT, and keeps the subscription across a restart',
    async () => {
      product.process.kill('SIGINT');
      expect(await product.exited).toBe(0);
      // The double keeps what billing's database names: after a restart the plan still changes.
      product = await startProduct(env, 'Distill is running at');
      try {
        const cookie = await signIn();
        const changed = await call('POST', '/api/change-plan', {
          cookie,
          json: { plan: 'monthly' },
        });
        expect(changed.status).toBe(200);
        expect(changed.json()).toMatchObject({ type: 'monthly', paymentMethodOnFile: true });
      } finally {
        product.process.kill('SIGINT');
      }
      expect(await product.exited).toBe(0);
    },
    2 * START_AND_STOP_MS,
  );

  it('is refused in production, with a clear message, before anything starts', async () => {
    const child = spawn(process.execPath, ['infra/dist/start.js'], {
      cwd: REPOSITORY_ROOT,
      env: {
        PATH: '',
        NODE_ENV: 'production',
        LOCAL_PAYMENTS: 'true',
        ADMIN_PASSWORD: 'a production password',
        DISTILL_DATA_DIR: dataDir,
        PORT: String(await freePort()),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toBe(
      'LOCAL_PAYMENTS=true is refused in production: the local payments mode (a Stripe double, test cards only) is for development. Set STRIPE_SECRET_KEY and the rest of Stripe’s settings to take payments, or unset LOCAL_PAYMENTS.\n',
    );
  });
});

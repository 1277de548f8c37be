import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
 * `npm start` in development with no Stripe settings runs the local payments mode: billing on the
 * Stripe double, which delivers signed webhooks to the gateway's route as Stripe would, and the
 * gateway serving the stand-in Stripe.js and its confirmations. A member subscribes the way the
 * page does (the card confirmed where the stand-in sends it) and Premium follows from the
 * double's webhook alone. Embedded; the emulator is kept from starting (empty PATH), as
 * emulator-fallback.spec.ts does, so the members sign in with the product's own flow.
 */
describe('npm start: the local payments mode', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'distill-local-payments-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'subscribes a member with a test card, declines the declining one, and keeps it across a restart',
    async () => {
      const port = await freePort();
      const origin = `http://localhost:${port}`;
      const gateway = `http://127.0.0.1:${port}`;
      const env: NodeJS.ProcessEnv = {
        PATH: '',
        LOG_LEVEL: 'warn',
        DISTILL_DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: origin,
      };
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
        expect(
          (await call('POST', '/api/simple-register/confirm', { json: { token } })).status,
        ).toBe(201);
        return signIn();
      }
      async function signIn(): Promise<string> {
        const signedIn = await call('POST', '/api/simple-login', { json: MEMBER });
        expect(signedIn.status).toBe(200);
        return signedIn.cookie!;
      }
      /** What the stand-in Stripe.js sends when the member presses Subscribe. */
      const confirmCard = (clientSecret: string, paymentMethod: string) =>
        call(
          'POST',
          `/local-payments/v1/setup_intents/${clientSecret.split('_secret_')[0]}/confirm`,
          {
            form: new URLSearchParams({
              key: 'pk_test_local_payments',
              client_secret: clientSecret,
              payment_method: paymentMethod,
            }).toString(),
          },
        );
      const until = async <T>(read: () => Promise<T | undefined>): Promise<T> => {
        for (;;) {
          const value = await read();
          if (value !== undefined) return value;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      };

      let product: StartedProduct = await startProduct(env, 'Distill is running at');
      let cookie: string;
      try {
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

        cookie = await register();
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
      } finally {
        product.process.kill('SIGINT');
      }
      expect(await product.exited).toBe(0);

      // The double keeps what billing's database names: after a restart the plan still changes.
      product = await startProduct(env, 'Distill is running at');
      try {
        cookie = await signIn();
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

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@distill/platform/testing';
import { REPOSITORY_ROOT } from './manifest-checks.js';
import { START_AND_STOP_MS, startProduct, type StartedProduct } from './start-process.js';

interface Answer {
  status: number;
  text: string;
  json<T = any>(): T;
}

/**
 * `npm start` in development with nothing configured, embedded, where the Firebase Auth emulator
 * cannot start (its launcher, `#!/usr/bin/env node`, finds no `node` on an empty PATH; everything
 * else runs on the running Node itself): it says so and members sign in with the product's own
 * e-mail and password. Without ADMIN_PASSWORD the bootstrap admin's password is a random one in
 * the data folder. (The embedded smoke, `.ci/embedded-smoke.mjs`, walks the same start with the
 * emulator: the local payments mode, a restart, Ctrl-C.)
 */
describe('npm start with nothing configured, and no emulator', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'distill-bare-start-'));
  let port: number;
  let origin: string;
  let gateway: string;
  let product: StartedProduct;

  beforeAll(async () => {
    port = await freePort();
    origin = `http://localhost:${port}`;
    gateway = `http://127.0.0.1:${port}`;
    const env = {
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

  const call = async (method: string, path: string, json?: unknown): Promise<Answer> => {
    const response = await fetch(`${gateway}${path}`, {
      method,
      headers: { origin, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) };
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
    const registered = await call('POST', '/api/simple-register', credentials);
    expect(registered.status).toBe(202);
    // Development keeps the e-mail as a preview; its link confirms the registration.
    const { previewUrl } = registered.json<{ previewUrl: string }>();
    const mail = (await call('GET', new URL(previewUrl).pathname)).text;
    const token = /\/simple-auth\?confirm=([A-Za-z0-9_-]+)/.exec(mail)![1];
    expect((await call('POST', '/api/simple-register/confirm', { token })).status).toBe(201);
    const signedIn = await call('POST', '/api/simple-login', credentials);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { email: credentials.email } });
    const admin = await call('POST', '/api/simple-login', {
      email: 'admin@distill.local',
      password: adminPassword,
    });
    expect(admin.json()).toMatchObject({ user: { role: 'admin' } });
    // The pages carry no emulator settings: the web client offers the simple sign-in.
    expect((await call('GET', '/auth')).text).not.toContain('distillFirebase');
  });

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

import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@distill/platform/testing';
import { START_AND_STOP_MS, startProduct } from './start-process.js';

/**
 * `npm start` in development without Firebase settings brings the Firebase Auth emulator; when
 * the emulator cannot start, it says so and the product runs with its own e-mail and password
 * sign-in. Here the emulator's launcher (`#!/usr/bin/env node`) finds no `node` on an empty PATH;
 * everything else of the embedded start runs on the running Node itself. Without ADMIN_PASSWORD
 * the bootstrap admin's password is a random one in the data folder.
 */
describe('npm start when the Firebase Auth emulator cannot start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'distill-fallback-'));

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'says so, signs members in with the simple flow and stops cleanly',
    async () => {
      const port = await freePort();
      const origin = `http://localhost:${port}`;
      const env: NodeJS.ProcessEnv = {
        PATH: '',
        LOG_LEVEL: 'warn',
        DISTILL_DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: origin,
      };
      const { process: stack, exited, output } = await startProduct(env, 'Distill is running at');

      try {
        expect(output()).toContain('Embedded mode');
        expect(output()).toMatch(
          /Firebase Auth emulator could not start \(.+No such file or directory; see .+\); using the simple sign-in/,
        );
        // Its launcher failed at once, before the services started: they started once, not
        // pointed at the emulator first and then again without it.
        expect(output().match(/^identity ready/gm)).toHaveLength(1);
        expect(output()).toContain('sign-in        the product’s own e-mail and password');
        // No admin password anyone else knows: a random one, in a file only this user reads.
        const passwordFile = join(dataDir, 'admin-password');
        expect(output()).toContain(
          `admin sign-in  admin@distill.local (password in ${passwordFile})`,
        );
        expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
        const adminPassword = readFileSync(passwordFile, 'utf8').trim();
        expect(adminPassword).toMatch(/^[\w-]{24}$/);
        expect(output()).not.toContain(adminPassword);

        const gateway = `http://127.0.0.1:${port}`;
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
      } finally {
        stack.kill('SIGINT');
      }
      expect(await exited).toBe(0);
    },
    START_AND_STOP_MS,
  );
});

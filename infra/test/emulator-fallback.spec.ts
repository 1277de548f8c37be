import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICES } from '../src/services.js';
import { freePort } from '@distill/platform/testing';
import { REPOSITORY_ROOT } from './manifest-checks.js';

/**
 * `npm start` in development without Firebase settings brings the Firebase Auth emulator; when
 * the emulator cannot start, it says so and the product runs with its own e-mail and password
 * sign-in. Here the emulator's launcher (`#!/usr/bin/env node`) finds no `node` on an empty PATH;
 * everything else of the embedded start runs on the running Node itself.
 */
describe('npm start when the Firebase Auth emulator cannot start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'distill-fallback-'));

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('says so, signs members in with the simple flow and stops cleanly', async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: '',
      LOG_LEVEL: 'warn',
      DISTILL_DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: origin,
    };
    for (const service of SERVICES) env[service.portVariable] = String(await freePort());
    const stack = spawn(process.execPath, ['infra/dist/start.js'], {
      cwd: REPOSITORY_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => stack.once('exit', resolve));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      stack.stdout.on('data', (chunk) => {
        output += String(chunk);
        if (output.includes('Distill is running at')) resolve();
      });
      void exited.then((code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    });

    try {
      expect(output).toContain('Embedded mode');
      expect(output).toMatch(
        /Firebase Auth emulator could not start \(.+\); using the simple sign-in/,
      );
      expect(output).toContain('sign-in        the product’s own e-mail and password');

      const gateway = `http://127.0.0.1:${port}`;
      const credentials = { email: 'fallback-member@example.com', password: 'a long password' };
      const registered = await fetch(`${gateway}/api/simple-register`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      expect(registered.status).toBe(201);
      const signedIn = await fetch(`${gateway}/api/simple-login`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toMatchObject({ user: { email: credentials.email } });
      // The pages carry no emulator settings: the web client offers the simple sign-in.
      expect(await (await fetch(`${gateway}/auth`)).text()).not.toContain('distillFirebase');
    } finally {
      stack.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });
});

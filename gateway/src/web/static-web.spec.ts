import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { parseConfig } from '@distill/platform';
import { gatewayConfigSchema } from '../config.js';
import { emulatorClientSettings, staticWeb } from './static-web.js';

const EMULATOR = {
  FIREBASE_PROJECT_ID: 'demo-distill',
  FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199',
};

function webDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'distill-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Distill</title></head><body></body></html>',
  );
  return dir;
}

describe('emulatorClientSettings', () => {
  it('hands the Auth emulator to the web client in development', () => {
    expect(emulatorClientSettings(parseConfig(gatewayConfigSchema, EMULATOR))).toEqual({
      apiKey: 'demo-api-key',
      projectId: 'demo-distill',
      authDomain: 'demo-distill.firebaseapp.com',
      emulatorUrl: 'http://127.0.0.1:9199',
    });
  });

  it('hands nothing in production or without an emulator', () => {
    const production = { ...EMULATOR, NODE_ENV: 'production', INTERNAL_SECRET: 'x'.repeat(32) };
    expect(emulatorClientSettings(parseConfig(gatewayConfigSchema, production))).toBeUndefined();
    expect(
      emulatorClientSettings(parseConfig(gatewayConfigSchema, { FIREBASE_PROJECT_ID: 'p' })),
    ).toBeUndefined();
  });
});

describe('staticWeb', () => {
  it('puts the settings into every page and admits that script by its hash', async () => {
    const web = staticWeb(webDir(), {
      firebase: {
        apiKey: 'demo-api-key',
        projectId: 'demo-distill',
        authDomain: '</script><script>alert(1)</script>',
        emulatorUrl: null,
      },
    });
    const page = await request(express().use(web.router)).get('/auth');
    const script = /<script>(window\.distillFirebase=[^<]*;)<\/script>/.exec(page.text);
    expect(script).not.toBeNull();
    expect(page.text).not.toContain('<script>alert(1)');
    const hash = createHash('sha256').update(script![1]!).digest('base64');
    expect(web.inlineScriptHashes).toContain(`'sha256-${hash}'`);
  });

  it('tells the web client where the stand-in Stripe.js is in the local payments mode', async () => {
    const web = staticWeb(webDir(), { localPayments: { stripeJs: '/local-payments/stripe.js' } });
    const page = await request(express().use(web.router)).get('/subscribe');
    const script = /<script>(window\.distillLocalPayments=[^<]*;)<\/script>/.exec(page.text);
    expect(script![1]).toBe(
      'window.distillLocalPayments={"stripeJs":"/local-payments/stripe.js"};',
    );
    expect(page.text).not.toContain('distillFirebase');
    const hash = createHash('sha256').update(script![1]!).digest('base64');
    expect(web.inlineScriptHashes).toEqual([`'sha256-${hash}'`]);
  });

  it('leaves the page as built without settings', async () => {
    const web = staticWeb(webDir());
    const page = await request(express().use(web.router)).get('/');
    expect(page.text).not.toContain('distillFirebase');
    expect(page.text).not.toContain('distillLocalPayments');
    expect(web.inlineScriptHashes).toEqual([]);
  });

  it("serves the build's files but never its prerendered pages or server bundle as files", async () => {
    const dir = webDir();
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
    mkdirSync(path.join(dir, 'prerendered', 'server'), { recursive: true });
    writeFileSync(path.join(dir, 'prerendered', 'server', 'prerender.js'), 'export {};');
    const app = express().use(staticWeb(dir).router);
    expect((await request(app).get('/robots.txt')).text).toBe('User-agent: *');
    const bundle = await request(app).get('/prerendered/server/prerender.js');
    expect(bundle.type).toBe('text/html');
    expect(bundle.text).not.toContain('export {};');
  });
});

import express from 'express';
import type { AddressInfo } from 'node:net';
import { sessionCookieOptions, setSessionCookie } from '../src/identity/session-cookie.js';
import {
  call,
  type GatewayStack,
  GOOD_PASSWORD,
  graphqlCall,
  registerAndConfirm,
  startGatewayStack,
  uniqueEmail,
} from './gateway-stack.js';
import { emulatorSignUp, emulatorVerifiedSignUp, withClaims } from '@distill/platform/testing';

const EMULATOR_PASSWORD = 'emulator-pass-1';

describe('failed sign-in rate limit through the gateway', () => {
  let gateway: GatewayStack;

  beforeAll(async () => {
    gateway = await startGatewayStack({
      identityEnv: {
        SIGN_IN_MAX_FAILURES_PER_ADDRESS_AND_EMAIL: '3',
        SIGN_IN_MAX_FAILURES_PER_ADDRESS: '6',
      },
    });
  });
  afterAll(() => gateway.close());

  it('answers 429 with Retry-After and the message once an account used its failures', async () => {
    const email = uniqueEmail();
    expect((await registerAndConfirm(gateway.url, email)).status).toBe(201);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await call(gateway.url, 'POST', '/api/simple-login', {
        json: { email, password: 'wrong-password' },
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await call(gateway.url, 'POST', '/api/simple-login', {
      json: { email, password: GOOD_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.text).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('limits per client address, and X-Forwarded-For does not change the address without trusted proxies', async () => {
    // The first test spent 3 failures from this address; 3 more reach the budget of 6.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await call(gateway.url, 'POST', '/api/simple-login', {
        json: { email: uniqueEmail('guess'), password: 'wrong-password' },
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      });
    }
    const email = uniqueEmail();
    await registerAndConfirm(gateway.url, email);
    const blocked = await call(gateway.url, 'POST', '/api/simple-login', {
      json: { email, password: GOOD_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('Firebase ID tokens at the gateway (Auth emulator)', () => {
  let gateway: GatewayStack;

  beforeAll(async () => {
    gateway = await startGatewayStack();
  });
  afterAll(() => gateway.close());

  it('GET /api/firebase/user upserts and returns the user; the bearer token authenticates any call', async () => {
    const email = uniqueEmail('fb');
    const account = await emulatorVerifiedSignUp(email, EMULATOR_PASSWORD, 'Grace Brewster Hopper');
    const bearer = { authorization: `Bearer ${account.idToken}` };
    const answer = await call(gateway.url, 'GET', '/api/firebase/user', { headers: bearer });
    expect(answer.status).toBe(200);
    const user = answer.json<{ id: string }>();
    expect(user).toMatchObject({
      email,
      firebaseUid: account.localId,
      authProvider: 'firebase',
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      role: 'user',
      subscriptionStatus: 'free',
    });
    const current = await call(gateway.url, 'GET', '/api/auth/user', { headers: bearer });
    expect(current.status).toBe(200);
    expect(current.json<{ id: string }>().id).toBe(user.id);
    const viewer = await graphqlCall(gateway.url, '{ viewer { id } }', { headers: bearer });
    expect(viewer.body.data).toEqual({ viewer: { id: user.id } });
    expect((await call(gateway.url, 'GET', '/api/admin/users', { headers: bearer })).status).toBe(
      403,
    );
  });

  it('refuses missing, tampered and expired tokens with 401', async () => {
    const account = await emulatorSignUp(uniqueEmail('fb'), EMULATOR_PASSWORD);
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer not-a-jwt' },
      {
        authorization: `Bearer ${withClaims(account.idToken, { sub: 'someone-else', user_id: 'someone-else' })}`,
      },
      { authorization: `Bearer ${withClaims(account.idToken, { aud: 'another-project' })}` },
      {
        authorization: `Bearer ${withClaims(account.idToken, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 })}`,
      },
    ];
    for (const headers of cases) {
      const answer = await call(gateway.url, 'GET', '/api/firebase/user', { headers });
      expect(answer.status).toBe(401);
      expect((await call(gateway.url, 'GET', '/api/auth/user', { headers })).status).toBe(401);
    }
  });
});

describe('POST /api/firebase/link (Auth emulator)', () => {
  let gateway: GatewayStack;

  beforeAll(async () => {
    gateway = await startGatewayStack();
  });
  afterAll(() => gateway.close());

  it('joins a Firebase sign-in to the password account of its e-mail, proven by its password', async () => {
    const email = uniqueEmail('link');
    const registered = await registerAndConfirm(gateway.url, email);
    const userId = registered.json<{ user: { id: string } }>().user.id;
    const account = await emulatorVerifiedSignUp(email, EMULATOR_PASSWORD);
    const bearer = { authorization: `Bearer ${account.idToken}` };

    const unlinked = await call(gateway.url, 'GET', '/api/firebase/user', { headers: bearer });
    expect({ status: unlinked.status, text: unlinked.text }).toEqual({
      status: 409,
      text: 'An account with this email already exists. Sign in with your password to link it.',
    });
    const wrong = await call(gateway.url, 'POST', '/api/firebase/link', {
      headers: bearer,
      json: { password: 'not-the-password-1' },
    });
    expect({ status: wrong.status, text: wrong.text }).toEqual({
      status: 401,
      text: 'Invalid email or password',
    });

    const linked = await call(gateway.url, 'POST', '/api/firebase/link', {
      headers: bearer,
      json: { password: GOOD_PASSWORD },
    });
    expect(linked.status).toBe(200);
    expect(linked.json()).toMatchObject({ id: userId, email, firebaseUid: account.localId });
    const signedIn = await call(gateway.url, 'GET', '/api/firebase/user', { headers: bearer });
    expect(signedIn.json()).toMatchObject({ id: userId });
    const current = await call(gateway.url, 'GET', '/api/auth/user', { headers: bearer });
    expect(current.json()).toMatchObject({ id: userId });
  });

  it('answers 401 without a Firebase token and 400 without a password', async () => {
    const visitor = await call(gateway.url, 'POST', '/api/firebase/link', {
      json: { password: GOOD_PASSWORD },
    });
    expect({ status: visitor.status, text: visitor.text }).toEqual({
      status: 401,
      text: 'Unauthorized',
    });
    const account = await emulatorSignUp(uniqueEmail('link'), EMULATOR_PASSWORD);
    const noPassword = await call(gateway.url, 'POST', '/api/firebase/link', {
      headers: { authorization: `Bearer ${account.idToken}` },
      json: {},
    });
    expect({ status: noPassword.status, text: noPassword.text }).toEqual({
      status: 400,
      text: 'password is required',
    });
  });
});

describe('session cookie in production', () => {
  it('is Secure, HttpOnly, SameSite=Lax and Path=/', async () => {
    expect(sessionCookieOptions(true, 1000)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
    });
    const app = express();
    app.get('/', (_req, res) => {
      setSessionCookie(res, 'token-value', true, 30 * 86_400_000);
      res.end();
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const cookie = response.headers.getSetCookie()[0]!;
      expect(cookie).toMatch(
        /^distill_session=token-value; Max-Age=2592000; Path=\/; Expires=.*; HttpOnly; Secure; SameSite=Lax$/,
      );
    } finally {
      server.close();
    }
  });
});

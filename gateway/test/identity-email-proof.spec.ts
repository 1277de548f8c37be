import {
  emulatorSignIn,
  emulatorSignUp,
  emulatorVerifiedSignUp,
  nextSecond,
} from '@distill/platform/testing';
import {
  call,
  type GatewayStack,
  GOOD_PASSWORD,
  graphqlCall,
  registerAndConfirm,
  startGatewayStack,
  uniqueEmail,
} from './gateway-stack.js';

/*
 * Issue 40, item 1, as the outside probe wrote it: an e-mail address claimed at the identity
 * provider before its owner registers, and kept afterwards.
 */

const NOT_VERIFIED =
  'Verify your e-mail address first: open the link the sign-in provider sent you.';

const bearerOf = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

/**
 * The probe: a stranger signs up at the provider with the owner's address (unverified) and asks
 * for the account; the owner then registers the address as theirs.
 */
async function unverifiedClaimIsRefused(stack: GatewayStack): Promise<void> {
  const { url } = stack;
  const email = uniqueEmail('owner');
  const attacker = await emulatorSignUp(email, 'attacker-pass-1');
  const claimed = await call(url, 'GET', '/api/firebase/user', {
    headers: bearerOf(attacker.idToken),
  });
  expect({ status: claimed.status, text: claimed.text }).toEqual({
    status: 403,
    text: NOT_VERIFIED,
  });
  const owner = await registerAndConfirm(url, email, { smtp: stack.smtp });
  expect(owner.status).toBe(201);
}

describe('an identity-provider sign-in must prove its e-mail (Auth emulator)', () => {
  let gateway: GatewayStack;

  beforeAll(async () => {
    gateway = await startGatewayStack();
  });
  afterAll(() => gateway.close());

  it('an unverified provider sign-up gets no account, and the owner of the address registers', () =>
    unverifiedClaimIsRefused(gateway));

  it('"sign out everywhere" ends the Bearer sessions too, cached ones at once', async () => {
    const email = uniqueEmail('member');
    const account = await emulatorVerifiedSignUp(email, 'provider-pass-1');
    const headers = bearerOf(account.idToken);
    expect((await call(gateway.url, 'GET', '/api/firebase/user', { headers })).status).toBe(200);
    // The viewer of this Bearer is now cached by the gateway.
    expect((await call(gateway.url, 'GET', '/api/auth/user', { headers })).status).toBe(200);
    await nextSecond();
    const revoked = await graphqlCall(gateway.url, 'mutation { revokeViewerSessions }', {
      headers,
    });
    expect(revoked.body.errors).toBeUndefined();
    expect((await call(gateway.url, 'GET', '/api/auth/user', { headers })).status).toBe(401);
  });

  it("a password reset ends the provider link someone made before it; they no longer read the owner's account", async () => {
    const email = uniqueEmail('owner');
    const registered = await registerAndConfirm(gateway.url, email);
    const ownerId = registered.json<{ user: { id: string } }>().user.id;
    // Someone who once knew the password joined their provider identity to the account.
    const intruder = await emulatorVerifiedSignUp(email, 'intruder-pass-1');
    const linked = await call(gateway.url, 'POST', '/api/firebase/link', {
      headers: bearerOf(intruder.idToken),
      json: { password: GOOD_PASSWORD },
    });
    expect(linked.json()).toMatchObject({ id: ownerId });
    const before = await call(gateway.url, 'GET', '/api/auth/user', {
      headers: bearerOf(intruder.idToken),
    });
    expect(before.json()).toMatchObject({ id: ownerId });
    await nextSecond();

    const requested = await call(gateway.url, 'POST', '/api/simple-reset-password', {
      json: { email },
    });
    const { previewUrl } = requested.json<{ previewUrl: string }>();
    const mail = await call(gateway.url, 'GET', new URL(previewUrl).pathname);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const confirmed = await call(gateway.url, 'POST', '/api/simple-confirm-reset', {
      json: { token, newPassword: 'amber-lantern-83' },
    });
    expect(confirmed.status).toBe(200);

    const after = await call(gateway.url, 'GET', '/api/auth/user', {
      headers: bearerOf(intruder.idToken),
    });
    expect(after.status).toBe(401);
    const again = await emulatorSignIn(email, 'intruder-pass-1');
    const signedInAgain = await call(gateway.url, 'GET', '/api/firebase/user', {
      headers: bearerOf(again.idToken),
    });
    expect(signedInAgain.status).toBe(409);
    // Any other request with that Bearer is a visitor's (reading's routes then refuse it).
    const current = await call(gateway.url, 'GET', '/api/auth/user', {
      headers: bearerOf(again.idToken),
    });
    expect(current.status).toBe(401);
  });
});

describe('a production-shaped stack refuses an unverified provider sign-up too', () => {
  let production: GatewayStack;

  beforeAll(async () => {
    production = await startGatewayStack({
      gatewayEnv: { NODE_ENV: 'production' },
      identityEnv: { NODE_ENV: 'production' },
      // Production keeps no previews: the owner's confirmation link comes by SMTP.
      withSmtp: true,
    });
  });
  afterAll(() => production.close());

  it('answers 403 and makes no account; the owner then registers', () =>
    unverifiedClaimIsRefused(production));
});

/** Talks to the Firebase Auth emulator (started by the test run) the way the web client's SDK would. */
export function emulatorHost(): string {
  return process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
}

export async function emulatorSignUp(
  email: string,
  password: string,
  displayName?: string,
): Promise<{ idToken: string; localId: string }> {
  const base = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1`;
  const response = await fetch(`${base}/accounts:signUp?key=fake-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  if (!response.ok)
    throw new Error(`emulator signUp failed: ${response.status} ${await response.text()}`);
  const account = (await response.json()) as { idToken: string; localId: string };
  return account;
}

async function emulatorCall<T>(operation: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${operation}?key=fake-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok)
    throw new Error(`emulator ${operation} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * An e-mail/password account whose owner opened the provider's verification link (the
 * emulator's kept `VERIFY_EMAIL` code), signed in afresh: its ID token says `email_verified: true`.
 */
export async function emulatorVerifiedSignUp(
  email: string,
  password: string,
  displayName?: string,
  projectId = 'demo-distill',
): Promise<{ idToken: string; localId: string }> {
  const account = await emulatorSignUp(email, password, displayName);
  await emulatorCall('accounts:sendOobCode', {
    requestType: 'VERIFY_EMAIL',
    idToken: account.idToken,
  });
  const response = await fetch(
    `http://${emulatorHost()}/emulator/v1/projects/${projectId}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobCode: string }>;
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`the emulator kept no verification code for ${email}`);
  await emulatorCall('accounts:update', { oobCode: code.oobCode });
  return emulatorSignIn(email, password);
}

/** A fresh sign-in of an e-mail/password account: a new ID token. */
export function emulatorSignIn(
  email: string,
  password: string,
): Promise<{ idToken: string; localId: string }> {
  return emulatorCall('accounts:signInWithPassword', { email, password, returnSecureToken: true });
}

/**
 * A Google sign-in with an `id_token` the caller made up, as anyone can send it to the emulator:
 * it answers a verified ID token for any e-mail (`email_verified: true`), so it proves nothing.
 */
export async function emulatorForgedGoogleSignIn(
  email: string,
): Promise<{ idToken: string; localId: string }> {
  const claims = { sub: `google-${email}`, email, email_verified: true };
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        postBody: new URLSearchParams({
          id_token: JSON.stringify(claims),
          providerId: 'google.com',
        }).toString(),
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    },
  );
  if (!response.ok)
    throw new Error(`emulator signInWithIdp failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { idToken: string; localId: string };
}

export async function emulatorDeleteAccount(idToken: string): Promise<void> {
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:delete?key=fake-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    },
  );
  if (!response.ok) throw new Error(`emulator delete failed: ${response.status}`);
}

/** The token with some claims changed, keeping the emulator's (empty) signature. */
export function withClaims(idToken: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const forged = Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url');
  return `${header}.${forged}.${signature ?? ''}`;
}

/**
 * Waits into the next whole second. Revocation is recorded in whole seconds and spares tokens
 * minted in that same second, as the provider does; after this, "revoked after the token was
 * minted" is true.
 */
export async function nextSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1_050 - (Date.now() % 1_000)));
}

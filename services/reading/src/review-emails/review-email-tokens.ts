import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The review e-mail's bearer links. Each is signed with a key derived from INTERNAL_SECRET (the
 * previous secret still verifies during a rotation), so a forged one is refused before any
 * lookup; a grade token is also single-use and expiring through its stored hash.
 */
const PURPOSE = 'distill review e-mail links v1';

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

function signatureOf(secret: string, value: string): string {
  return createHmac('sha256', keyOf(secret)).update(value).digest('base64url');
}

function signedBy(secrets: string[], value: string, signature: string): boolean {
  const given = Buffer.from(signature);
  return secrets.some((secret) => {
    const expected = Buffer.from(signatureOf(secret, value));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/** `<random>.<signature>`: a grade token; the caller stores `hashOfToken` of it. */
export function newGradeToken(secret: string): string {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${signatureOf(secret, `grade:${nonce}`)}`;
}

/** The stored form of a grade token: a database leak yields no usable link. */
export function hashOfToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a grade token is one we signed (not whether it is still good: that is stored). */
export function isSignedGradeToken(secrets: string[], token: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  return (
    !!nonce && !!signature && extra === undefined && signedBy(secrets, `grade:${nonce}`, signature)
  );
}

/** `<member id>.<signature>`: turns that member's review e-mails off; never expires (RFC 8058). */
export function unsubscribeTokenOf(secret: string, memberId: string): string {
  return `${memberId}.${signatureOf(secret, `unsubscribe:${memberId}`)}`;
}

/** The member a signed unsubscribe token names, or null for anything else. */
export function memberOfUnsubscribeToken(secrets: string[], token: string): string | null {
  const [memberId, signature, extra] = token.split('.');
  if (!memberId || !signature || extra !== undefined) return null;
  return signedBy(secrets, `unsubscribe:${memberId}`, signature) ? memberId : null;
}

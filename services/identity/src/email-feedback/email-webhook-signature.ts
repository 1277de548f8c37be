import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signature older or newer than this is refused: a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * `Distill-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed by
 * EMAIL_WEBHOOK_SECRET: the scheme Stripe uses, so a relay from any mail provider is a few
 * lines (docs/api.md).
 */
export function emailWebhookSignature(secret: string, timestamp: number, body: Buffer): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** Whether `header` signs `body` with `secret`, within the tolerance of `now`. */
export function isValidEmailWebhookSignature(
  secret: string,
  header: string,
  body: Buffer,
  now: Date,
): boolean {
  const fields = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(fields.get('t'));
  const given = fields.get('v1');
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = emailWebhookSignature(secret, timestamp, body).split('v1=')[1]!;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

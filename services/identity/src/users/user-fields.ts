import validator from 'validator';
import { UserError } from './user.error.js';

const MAX_EMAIL_LENGTH = 254;

/**
 * The stored form of an e-mail address: trimmed and lower-case, so uniqueness ignores case.
 * validator's isEmail (RFC 5321 shape, a real domain with a TLD, no control characters);
 * deliverability is proven by the e-mail itself.
 */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !validator.isEmail(email)) throw UserError.invalidEmail();
  return email;
}

/** "Ada King Lovelace" -> Ada / King Lovelace; blank -> nulls. */
export function splitDisplayName(displayName: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const parts = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0]!, lastName: parts.length > 1 ? parts.slice(1).join(' ') : null };
}

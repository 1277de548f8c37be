import validator from 'validator';
import { textInputFault } from '@distill/platform';
import { UserError } from './user.error.js';

const MAX_EMAIL_LENGTH = 254;

/**
 * Invisible format characters (zero-width, bidirectional controls, soft hyphen): valid text,
 * but in an address they only make one e-mail look like another.
 */
const FORMAT_CHARACTER = /\p{Cf}/u;

/**
 * The stored form of an e-mail address: trimmed, composed (NFC) and lower-case, so uniqueness
 * ignores case and how an accent was typed. validator's isEmail (RFC 5321 shape, a real domain
 * with a TLD, no control characters) after the platform's text rule (it throws on a lone
 * surrogate); deliverability is proven by the e-mail itself.
 */
export function normalizeEmail(raw: string): string {
  if (textInputFault(raw) || FORMAT_CHARACTER.test(raw)) throw UserError.invalidEmail();
  const email = raw.trim().normalize('NFC').toLowerCase();
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

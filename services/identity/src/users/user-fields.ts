import { UserError } from './user.error.js';

const MAX_EMAIL_LENGTH = 254;
// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is proven by e-mail.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The stored form of an e-mail address: trimmed and lower-case, so uniqueness ignores case. */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(email)) throw UserError.invalidEmail();
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

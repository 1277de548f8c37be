import { API_KEY_SCOPES, type ApiKeyScope } from '@distill/contracts';
import { ApiKeyError } from './api-key.error.js';

export const KEY_PREFIX_LENGTH = 12;
export const MAX_NAME_LENGTH = 100;
export const MAX_RATE_LIMIT_PER_MINUTE = 10_000;
/** Every key starts with this, so a leaked one is recognisable (e.g. by secret scanners). */
export const KEY_MARKER = 'dsk_';

export interface ApiKeyInput {
  name: string;
  scopes: string[];
  rateLimitPerMinute: number;
}

export interface ValidApiKeyInput {
  name: string;
  scopes: ApiKeyScope[];
  rateLimitPerMinute: number;
}

/** An admin's new key: a name, known scopes (each once) and a per-minute limit. */
export function validateApiKeyInput(input: ApiKeyInput): ValidApiKeyInput {
  const name = input.name.trim();
  if (!name || name.length > MAX_NAME_LENGTH) {
    throw ApiKeyError.invalidInput(`name must be 1 to ${MAX_NAME_LENGTH} characters`);
  }
  const unknown = input.scopes.find(
    (scope) => !(API_KEY_SCOPES as readonly string[]).includes(scope),
  );
  if (unknown !== undefined) {
    throw ApiKeyError.invalidInput(
      `Unknown scope: ${unknown.slice(0, 40)} (known: ${API_KEY_SCOPES.join(', ')})`,
    );
  }
  const limit = input.rateLimitPerMinute;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RATE_LIMIT_PER_MINUTE) {
    throw ApiKeyError.invalidInput(
      `rateLimitPerMinute must be an integer from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}`,
    );
  }
  return { name, scopes: [...new Set(input.scopes as ApiKeyScope[])], rateLimitPerMinute: limit };
}

/** A presented key worth looking up: our marker, URL-safe characters, a sane length. */
export function isWellFormedKey(key: string): boolean {
  return key.startsWith(KEY_MARKER) && /^[A-Za-z0-9_-]{20,100}$/.test(key);
}

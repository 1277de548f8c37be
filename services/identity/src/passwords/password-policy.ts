import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { PasswordError } from './password.error.js';

/** The spec's rule (section 9): at least 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;
/** Bounds the hashing work one request can cause; far above any real password. */
export const MAX_PASSWORD_LENGTH = 256;

let commonPasswords: ReadonlySet<string> | undefined;

/** The shipped list (see README.md beside it), read once per process. */
function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords;
}

/** Rules a new password must meet (registration and reset; never applied at sign-in). */
@Injectable()
export class PasswordPolicy {
  private readonly common = loadCommonPasswords();

  assertAcceptable(password: string): void {
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new PasswordError('PASSWORD_TOO_SHORT', 'Password must be at least 6 characters long.');
    }
    if (password.length > MAX_PASSWORD_LENGTH) {
      throw new PasswordError(
        'PASSWORD_TOO_LONG',
        `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
      );
    }
    if (this.common.has(password.toLowerCase())) {
      throw new PasswordError(
        'PASSWORD_TOO_COMMON',
        'This password is too common. Please choose a less common password.',
      );
    }
  }
}

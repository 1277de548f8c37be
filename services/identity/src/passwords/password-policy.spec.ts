import { PasswordError } from './password.error.js';
import { PasswordPolicy } from './password-policy.js';

function codeOf(run: () => void): PasswordError['code'] | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof PasswordError) return error.code;
    throw error;
  }
}

describe('PasswordPolicy', () => {
  const policy = new PasswordPolicy();

  it('accepts an uncommon password of at least 6 characters', () => {
    expect(codeOf(() => policy.assertAcceptable('violet-harbor-29'))).toBeNull();
    expect(codeOf(() => policy.assertAcceptable('x7#kQz'))).toBeNull();
  });

  it('refuses passwords shorter than 6 characters with the spec text', () => {
    expect(() => policy.assertAcceptable('x7#kQ')).toThrow(
      'Password must be at least 6 characters long.',
    );
  });

  it('refuses passwords on the shipped common list, whatever their case', () => {
    expect(codeOf(() => policy.assertAcceptable('password'))).toBe('PASSWORD_TOO_COMMON');
    expect(codeOf(() => policy.assertAcceptable('PassWord'))).toBe('PASSWORD_TOO_COMMON');
    expect(codeOf(() => policy.assertAcceptable('qwerty123'))).toBe('PASSWORD_TOO_COMMON');
  });

  it('refuses absurdly long passwords', () => {
    expect(codeOf(() => policy.assertAcceptable('a'.repeat(257)))).toBe('PASSWORD_TOO_LONG');
  });
});

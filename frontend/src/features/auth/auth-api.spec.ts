import { RestError } from '../../lib/rest-client';
import { serverMessageOf } from './auth-api';
import { emailName, firstNameOrReader, homeFor } from './auth-redirect';
import { validateNewPassword, validateProviderForm } from './password-rules';

describe('serverMessageOf', () => {
  it("is the server's text without the status prefix", () => {
    expect(serverMessageOf(new RestError(401, '401: Invalid email or password'))).toBe(
      'Invalid email or password',
    );
  });

  it('is null for network failures and empty texts', () => {
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessageOf(new RestError(500, '500: '))).toBeNull();
  });
});

describe('after sign-in', () => {
  it('sends admins to /admin and everyone else to /dashboard', () => {
    expect(homeFor({ role: 'admin' })).toBe('/admin');
    expect(homeFor({ role: 'user' })).toBe('/dashboard');
  });

  it('greets by first name or Reader, and by the e-mail name on the dashboard', () => {
    expect(firstNameOrReader({ firstName: 'Ada' })).toBe('Ada');
    expect(firstNameOrReader({ firstName: '  ' })).toBe('Reader');
    expect(firstNameOrReader({ firstName: null })).toBe('Reader');
    expect(emailName({ email: 'ada.lovelace@example.com' })).toBe('ada.lovelace');
    expect(emailName({ email: null })).toBe('Reader');
  });
});

describe('validateNewPassword (reset page)', () => {
  it('asks for identical passwords first', () => {
    expect(validateNewPassword('abc', 'abd')).toEqual({
      title: "Passwords don't match",
      description: 'Please make sure both passwords are identical.',
    });
  });

  it('asks for at least 6 characters', () => {
    expect(validateNewPassword('abcde', 'abcde')).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters long.',
    });
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
  });
});

describe('validateProviderForm (identity-provider page)', () => {
  const filled = { email: 'a@b.c', password: 'secret1', confirmPassword: 'secret1' };

  it('requires email and password', () => {
    expect(validateProviderForm('signIn', { ...filled, email: ' ' })).toBe(
      'Please fill in all fields',
    );
    expect(validateProviderForm('signIn', { ...filled, password: '' })).toBe(
      'Please fill in all fields',
    );
  });

  it('checks the confirmation in sign-up mode only', () => {
    const mismatch = { ...filled, confirmPassword: 'other' };
    expect(validateProviderForm('signUp', mismatch)).toBe("Passwords don't match");
    expect(validateProviderForm('signIn', mismatch)).toBeNull();
    expect(validateProviderForm('signUp', filled)).toBeNull();
  });
});

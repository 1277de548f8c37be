import { RestError } from '../../lib/rest-client';
import { serverMessageOf } from './auth-api';
import {
  greetingFor,
  homeFor,
  landingAfterSignIn,
  nextAfterSignIn,
  rememberSignUpIntent,
  safeReturnTo,
  signInPath,
  simpleAuthPath,
  takeSignUpIntent,
  trialSignUpPath,
} from './auth-redirect';
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

  it('greets a new member "Welcome", by first name when given, never by the e-mail', () => {
    expect(greetingFor({ firstName: null }, false)).toBe('Welcome');
    expect(greetingFor({ firstName: '  ' }, false)).toBe('Welcome');
    expect(greetingFor({ firstName: 'Ada' }, false)).toBe('Welcome, Ada');
    expect(greetingFor({ firstName: 'Ada' }, true)).toBe('Welcome back, Ada');
    expect(greetingFor({ firstName: null }, true)).toBe('Welcome back');
  });

  it('goes back to a safe return address, else home', () => {
    expect(landingAfterSignIn({ role: 'user' }, '/summary/abc')).toBe('/summary/abc');
    expect(landingAfterSignIn({ role: 'admin' }, null)).toBe('/admin');
    expect(landingAfterSignIn({ role: 'user' }, '//evil.example')).toBe('/dashboard');
  });

  it('starts the trial first when the member came through a trial button', () => {
    const user = { role: 'user' };
    const next = (query: string) => nextAfterSignIn(user, new URLSearchParams(query));
    expect(next('mode=signup&trial=1')).toBe('/start-trial');
    expect(next('trial=1&returnTo=%2Fsummary%2Fx')).toBe('/start-trial?returnTo=%2Fsummary%2Fx');
    expect(next('trial=1&returnTo=https%3A%2F%2Fevil')).toBe('/start-trial');
    expect(next('returnTo=%2Fsubscribe')).toBe('/subscribe');
    expect(next('')).toBe('/dashboard');
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/summary/abc', '/summary/abc'],
    ['/subscribe', '/subscribe'],
    ['/library?category=x#top', '/library?category=x#top'],
    ['/', '/'],
    ['//evil.example/path', null],
    ['https://evil.example/', null],
    ['http:/evil', null],
    ['javascript:alert(1)', null],
    ['/\\evil.example', null],
    ['\\evil.example', null],
    ['/sum\nmary', null],
    ['/a\tb', null],
    ['summary/abc', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it('builds sign-in and trial links that carry only safe addresses', () => {
    expect(signInPath('/summary/a b')).toBe('/auth?returnTo=%2Fsummary%2Fa%20b');
    expect(signInPath('//evil')).toBe('/auth');
    expect(trialSignUpPath('/subscribe')).toBe('/auth?mode=signup&trial=1&returnTo=%2Fsubscribe');
    expect(trialSignUpPath(null)).toBe('/auth?mode=signup&trial=1');
  });

  it('keeps the trial and return address when switching to the simple sign-in', () => {
    const search = new URLSearchParams('mode=signup&trial=1&returnTo=%2Fsummary%2Fx');
    expect(simpleAuthPath(search)).toBe('/simple-auth?returnTo=%2Fsummary%2Fx&trial=1');
    expect(simpleAuthPath(new URLSearchParams('returnTo=https://evil'))).toBe('/simple-auth');
  });

  it("keeps a sign-up's trial and return address for its e-mail link, once, and only safe ones", () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage;
    rememberSignUpIntent(new URLSearchParams('mode=signup&trial=1&returnTo=%2Fsubscribe'), storage);
    const intent = takeSignUpIntent(storage);
    expect(intent.toString()).toBe('returnTo=%2Fsubscribe&trial=1');
    expect(nextAfterSignIn({ role: 'user' }, intent)).toBe('/start-trial?returnTo=%2Fsubscribe');
    expect(takeSignUpIntent(storage).toString()).toBe('');
    items.set('distill.signUpIntent', 'returnTo=%2F%2Fevil.example');
    expect(nextAfterSignIn({ role: 'user' }, takeSignUpIntent(storage))).toBe('/dashboard');
    expect(takeSignUpIntent(undefined).toString()).toBe('');
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

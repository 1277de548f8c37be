import { type AccountCredentials, decideRemoval, signInMethodsOf } from './sign-in-method-rule.js';

const both: AccountCredentials = { hasPassword: true, hasProviderLink: true };
const passwordOnly: AccountCredentials = { hasPassword: true, hasProviderLink: false };
const providerOnly: AccountCredentials = { hasPassword: false, hasProviderLink: true };

describe('signInMethodsOf', () => {
  it.each<[string, AccountCredentials, string[]]>([
    ['password and provider', both, ['password', 'provider']],
    ['password only', passwordOnly, ['password']],
    ['provider only', providerOnly, ['provider']],
  ])('%s', (_case, account, expected) => {
    expect(signInMethodsOf(account)).toEqual(expected);
  });
});

describe('decideRemoval', () => {
  it.each<[string, AccountCredentials, 'password' | 'provider', string]>([
    ['the password, a provider linked', both, 'password', 'remove'],
    ['the provider link, a password set', both, 'provider', 'remove'],
    ['the only password', passwordOnly, 'password', 'last-method'],
    ['the only provider link', providerOnly, 'provider', 'last-method'],
    ['a provider link the account lacks', passwordOnly, 'provider', 'not-linked'],
    ['a password the account lacks', providerOnly, 'password', 'not-linked'],
  ])('%s', (_case, account, kind, expected) => {
    expect(decideRemoval(account, kind)).toBe(expected);
  });
});

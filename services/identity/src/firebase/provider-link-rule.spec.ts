import { decideProviderSignIn, type SameEmailAccount } from './provider-link-rule.js';

const passwordAccount: SameEmailAccount = { id: 'a1', firebaseUid: null, hasPassword: true };

describe('decideProviderSignIn', () => {
  it.each<[string, SameEmailAccount | null, string | null, string]>([
    ['no account holds the e-mail', null, null, 'create'],
    ['a password account, no proof', passwordAccount, null, 'link-required'],
    ['a password account, its password proven', passwordAccount, 'a1', 'link'],
    ['a password account, another account proven', passwordAccount, 'b2', 'link-required'],
    [
      'an account joined to another provider identity',
      { id: 'a1', firebaseUid: 'other-uid', hasPassword: true },
      'a1',
      'email-taken',
    ],
    [
      'an account without a password to prove',
      { id: 'a1', firebaseUid: null, hasPassword: false },
      null,
      'email-taken',
    ],
  ])('%s', (_case, sameEmail, provenAccountId, expected) => {
    expect(decideProviderSignIn(sameEmail, provenAccountId)).toBe(expected);
  });
});

import { normalizeEmail, splitDisplayName } from './user-fields.js';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });

  it('composes combining characters, so one address typed two ways is one account', () => {
    expect(normalizeEmail('Zoe\u0308@example.com')).toBe('zo\u00eb@example.com');
    expect(normalizeEmail('zo\u00eb@example.com')).toBe('zo\u00eb@example.com');
  });

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'a da@example.com',
    `${'a'.repeat(250)}@x.io`,
    'ada\u0000@example.com',
    'ada@exam\u0000ple.com',
    'ada@example.com\u0000',
    'ada@example..com',
    'ada@-example.com',
    'x\ud800@example.com',
    'ada@example.com\udc00',
    'ad\u200ba@example.com',
    'ada\u202e@example.com',
    'ada@exam\u200dple.com',
  ])('refuses %j', (value) => {
    expect(() => normalizeEmail(value)).toThrow('Invalid email address');
  });
});

describe('splitDisplayName', () => {
  it('splits the first word from the rest', () => {
    expect(splitDisplayName('Ada King Lovelace')).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
    expect(splitDisplayName('  Ada   Lovelace ')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(splitDisplayName('Ada')).toEqual({ firstName: 'Ada', lastName: null });
    expect(splitDisplayName(null)).toEqual({ firstName: null, lastName: null });
    expect(splitDisplayName('   ')).toEqual({ firstName: null, lastName: null });
  });
});

import { isWellFormedKey, validateApiKeyInput } from './api-key-rules.js';

describe('validateApiKeyInput', () => {
  it('trims the name and keeps each known scope once', () => {
    expect(
      validateApiKeyInput({
        name: '  Bookshop ',
        scopes: ['premium-content', 'premium-content'],
        rateLimitPerMinute: 60,
      }),
    ).toEqual({ name: 'Bookshop', scopes: ['premium-content'], rateLimitPerMinute: 60 });
  });

  it.each([
    [{ name: ' ', scopes: [], rateLimitPerMinute: 60 }, 'name must be 1 to 100 characters'],
    [{ name: 'x'.repeat(101), scopes: [], rateLimitPerMinute: 60 }, 'name must be 1 to 100'],
    [{ name: 'A', scopes: ['admin'], rateLimitPerMinute: 60 }, 'Unknown scope: admin'],
    [{ name: 'A', scopes: [], rateLimitPerMinute: 0 }, 'rateLimitPerMinute must be an integer'],
    [{ name: 'A', scopes: [], rateLimitPerMinute: 10_001 }, 'rateLimitPerMinute must be'],
    [{ name: 'A', scopes: [], rateLimitPerMinute: 1.5 }, 'rateLimitPerMinute must be'],
  ])('refuses %j', (input, message) => {
    expect(() => validateApiKeyInput(input)).toThrow(message);
  });
});

describe('isWellFormedKey', () => {
  it.each([
    ['dsk_0123456789abcdefghijABCDEFGHIJ_-xyz', true],
    ['dsk_short', false],
    ['sk_0123456789abcdefghijABCDEFGHIJ', false],
    ['dsk_0123456789abcdefghij ABCDEFGHIJ', false],
    [`dsk_${'a'.repeat(200)}`, false],
  ])('%j is well formed: %s', (key, expected) => {
    expect(isWellFormedKey(key)).toBe(expected);
  });
});

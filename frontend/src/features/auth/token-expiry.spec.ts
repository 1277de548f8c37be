import { isTokenExpired, refreshDelay, tokenExpiresAt } from './token-expiry';

const tokenExpiringAt = (seconds: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: seconds })).toString('base64url')}.s`;

describe('provider token expiry', () => {
  const exp = 1_800_000_000;
  const token = tokenExpiringAt(exp);

  it('reads the exp claim', () => {
    expect(tokenExpiresAt(token)).toBe(exp * 1000);
    expect(tokenExpiresAt('not-a-jwt')).toBeNull();
    expect(tokenExpiresAt('a.%%%.c')).toBeNull();
  });

  it('counts as expired 30 seconds before its expiry', () => {
    expect(isTokenExpired(token, exp * 1000 - 31_000)).toBe(false);
    expect(isTokenExpired(token, exp * 1000 - 30_000)).toBe(true);
    expect(isTokenExpired('garbage')).toBe(true);
  });

  it('is refreshed 5 minutes before its expiry', () => {
    expect(refreshDelay(token, exp * 1000 - 60 * 60_000)).toBe(55 * 60_000);
    expect(refreshDelay(token, exp * 1000 - 60_000)).toBe(0);
  });
});

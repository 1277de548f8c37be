import { ApiError } from '../../lib/api';
import { hasPremiumAccess } from '../auth/auth-types';
import { formatMoney, isPaymentsUnavailable, isUnauthorized } from './subscription-api';

describe('subscription start errors (spec section 8)', () => {
  it("treats '401:' with Unauthorized as signed out, and nothing else", () => {
    expect(isUnauthorized(new ApiError(401, '401: Unauthorized'))).toBe(true);
    expect(isUnauthorized(new ApiError(401, '401: Session expired'))).toBe(false);
    expect(isUnauthorized(new ApiError(500, '500: Unauthorized access log'))).toBe(false);
    expect(isUnauthorized('401: Unauthorized')).toBe(false);
  });

  it('recognises payments that are not configured (503)', () => {
    expect(
      isPaymentsUnavailable(new ApiError(503, '503: Payments are not configured on this server')),
    ).toBe(true);
    expect(isPaymentsUnavailable(new ApiError(500, '500: Internal server error'))).toBe(false);
  });
});

describe('money from integer cents', () => {
  it.each([
    [1200, 'usd', '$12.00'],
    [9900, 'usd', '$99.00'],
    [0, 'usd', '$0.00'],
  ])('%i %s is %s', (cents, currency, text) => {
    expect(formatMoney(cents, currency)).toBe(text);
  });
});

describe('premium access in the web client (the contracts rule)', () => {
  const user = (subscriptionStatus: string, role = 'user') => ({
    id: 'u',
    email: 'u@example.com',
    role,
    subscriptionStatus,
  });

  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', true],
    ['unpaid', false],
    ['canceled', false],
    ['free', false],
    ['something-new', false],
  ])('%s grants Premium: %s', (status, grants) => {
    expect(hasPremiumAccess(user(status))).toBe(grants);
  });

  it('always grants admins', () => {
    expect(hasPremiumAccess(user('free', 'admin'))).toBe(true);
  });
});

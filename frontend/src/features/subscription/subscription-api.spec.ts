import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { hasPremiumAccess } from '../auth/auth-types';
import {
  formatMoney,
  isPaymentsUnavailable,
  isUnauthorized,
  trialDaysLeftText,
} from './subscription-api';

describe('subscription start errors (spec section 8)', () => {
  const refusal = (message: string, code: string) =>
    new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });

  it('treats UNAUTHENTICATED (401) with Unauthorized as signed out, and nothing else', () => {
    expect(isUnauthorized(refusal('Unauthorized', 'UNAUTHENTICATED'))).toBe(true);
    expect(isUnauthorized(refusal('Session expired', 'UNAUTHENTICATED'))).toBe(false);
    expect(isUnauthorized(refusal('Unauthorized access log', 'INTERNAL_SERVER_ERROR'))).toBe(false);
    expect(isUnauthorized(new Error('401: Unauthorized'))).toBe(false);
  });

  it('recognises payments that are not configured (SERVICE_UNAVAILABLE, 503)', () => {
    expect(
      isPaymentsUnavailable(
        refusal('Payments are not configured on this server', 'SERVICE_UNAVAILABLE'),
      ),
    ).toBe(true);
    expect(isPaymentsUnavailable(refusal('Internal server error', 'INTERNAL_SERVER_ERROR'))).toBe(
      false,
    );
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

describe('trialDaysLeftText', () => {
  it('says how many trial days are left, singular and plural', () => {
    expect(trialDaysLeftText(5)).toBe('5 days left in your trial');
    expect(trialDaysLeftText(1)).toBe('1 day left in your trial');
    expect(trialDaysLeftText(0)).toBe('0 days left in your trial');
  });
});

import { ConfigurationError, parseConfig } from '@distill/platform';
import { billingConfigSchema } from './config.js';

describe('billing configuration', () => {
  it('starts without Stripe: payments are simply off', () => {
    const config = parseConfig(billingConfigSchema, {});
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.BILLING_PORT).toBe(4004);
    expect(config.PAST_DUE_GRACE_DAYS).toBe(3);
    expect(config.STRIPE_API_URL).toBe('https://api.stripe.com');
  });

  it('needs both plan prices once a secret key is set', () => {
    expect(() => parseConfig(billingConfigSchema, { STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      new ConfigurationError(
        'Invalid configuration: STRIPE_PRICE_MONTHLY is required when STRIPE_SECRET_KEY is set',
      ),
    );
    const config = parseConfig(billingConfigSchema, {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_ANNUAL: 'price_a',
    });
    expect(config.STRIPE_PRICE_ANNUAL).toBe('price_a');
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_wrong-kind'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_secret-in-the-browser'],
    ['STRIPE_WEBHOOK_SECRET', 'not-a-signing-secret'],
    ['STRIPE_API_URL', 'ftp://stripe.example'],
    ['PAST_DUE_GRACE_DAYS', '-1'],
  ])('refuses a bad %s with one line naming it', (variable, value) => {
    expect(() => parseConfig(billingConfigSchema, { [variable]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${variable} `),
    );
  });
});

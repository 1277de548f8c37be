import { paymentsModeOf, webhookUrlOf } from './local-payments.js';

describe('paymentsModeOf', () => {
  it('runs the local payments mode in development without Stripe settings', () => {
    expect(paymentsModeOf({})).toEqual({ kind: 'local' });
    expect(paymentsModeOf({ NODE_ENV: 'development', LOCAL_PAYMENTS: 'true' })).toEqual({
      kind: 'local',
    });
  });

  it('takes Stripe when a secret key is set, and nothing when told not to or in production', () => {
    expect(paymentsModeOf({ STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual({ kind: 'stripe' });
    expect(paymentsModeOf({ LOCAL_PAYMENTS: 'false' })).toEqual({ kind: 'off' });
    expect(paymentsModeOf({ NODE_ENV: 'production' })).toEqual({ kind: 'off' });
  });

  it('refuses the local mode in production, beside a Stripe key, and values it does not know', () => {
    expect(paymentsModeOf({ NODE_ENV: 'production', LOCAL_PAYMENTS: 'true' })).toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('refused in production'),
    });
    expect(
      paymentsModeOf({ LOCAL_PAYMENTS: 'true', STRIPE_SECRET_KEY: 'sk_test_x' }),
    ).toMatchObject({ kind: 'refused', message: expect.stringContaining('both set') });
    expect(paymentsModeOf({ LOCAL_PAYMENTS: 'yes' })).toEqual({
      kind: 'refused',
      message: 'LOCAL_PAYMENTS must be true or false, not "yes".',
    });
  });
});

describe('webhookUrlOf', () => {
  it('is the gateway’s webhook route on the address it listens on', () => {
    expect(webhookUrlOf({ PORT: '3107' })).toBe('http://127.0.0.1:3107/api/webhooks/stripe');
    expect(webhookUrlOf({ HOST: '0.0.0.0' })).toBe('http://127.0.0.1:3000/api/webhooks/stripe');
    expect(webhookUrlOf({ HOST: '::1', PORT: '4000' })).toBe(
      'http://[::1]:4000/api/webhooks/stripe',
    );
  });
});

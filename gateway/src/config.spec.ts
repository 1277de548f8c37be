import { randomBytes } from 'node:crypto';
import { parseConfig } from '@distill/platform';
import { gatewayConfigSchema, LOCAL_PAYMENTS_IN_PRODUCTION } from './config.js';

describe("the gateway's settings", () => {
  const production = { NODE_ENV: 'production', INTERNAL_SECRET: randomBytes(32).toString('hex') };
  const localPayments = { LOCAL_PAYMENTS_URL: 'http://127.0.0.1:12111' };

  it("refuse the local payments mode's Stripe double in production", () => {
    expect(parseConfig(gatewayConfigSchema, production).LOCAL_PAYMENTS_URL).toBeUndefined();
    expect(() => parseConfig(gatewayConfigSchema, { ...production, ...localPayments })).toThrow(
      `LOCAL_PAYMENTS_URL ${LOCAL_PAYMENTS_IN_PRODUCTION}`,
    );
  });

  it('take it in development', () => {
    expect(parseConfig(gatewayConfigSchema, localPayments).LOCAL_PAYMENTS_URL).toBe(
      localPayments.LOCAL_PAYMENTS_URL,
    );
  });
});

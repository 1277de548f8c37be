import { parseConfig } from '@distill/platform';
import { gatewayConfigSchema } from '../config.js';
import { isCrossOrigin, trustedOriginsOf } from './trusted-origins.js';

const originsOf = (env: Record<string, string>) =>
  [...trustedOriginsOf(parseConfig(gatewayConfigSchema, env))].sort();

describe('trustedOriginsOf', () => {
  it('in development: PUBLIC_URL and every loopback address of the port it listens on and Vite’s', () => {
    expect(originsOf({ NODE_ENV: 'development', PORT: '4100' })).toEqual(
      [
        'http://localhost:3000',
        'http://localhost:4100',
        'http://127.0.0.1:4100',
        'http://[::1]:4100',
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        'http://[::1]:5173',
      ].sort(),
    );
  });

  it('in production: only PUBLIC_URL and TRUSTED_ORIGINS', () => {
    expect(
      originsOf({
        NODE_ENV: 'production',
        INTERNAL_SECRET: 'a-secret-long-enough-for-production-1234567890',
        PUBLIC_URL: 'https://distill.example/',
        TRUSTED_ORIGINS: 'https://admin.distill.example, https://partner.example/path',
      }),
    ).toEqual(
      [
        'https://distill.example',
        'https://admin.distill.example',
        'https://partner.example',
      ].sort(),
    );
  });

  it('refuses any other address, even on this machine', () => {
    const trusted = trustedOriginsOf(parseConfig(gatewayConfigSchema, { NODE_ENV: 'development' }));
    const crossOrigin = (origin: string) =>
      isCrossOrigin((name) => (name === 'origin' ? origin : undefined), trusted);
    expect(
      ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'].map(crossOrigin),
    ).toEqual([false, false, false]);
    expect(
      [
        'http://127.0.0.1:3001',
        'http://192.168.1.5:3000',
        'https://127.0.0.1:3000',
        'http://localhost.evil.example:3000',
        'null',
      ].map(crossOrigin),
    ).toEqual([true, true, true, true, true]);
  });
});

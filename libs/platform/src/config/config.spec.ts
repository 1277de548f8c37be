import { z } from 'zod';
import { baseConfigSchema, parseConfig, serviceDatabaseUrl } from './config.js';

describe('parseConfig', () => {
  it('applies defaults pointing at the standard local ports', () => {
    const config = parseConfig(baseConfigSchema, {});
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/postgres');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.NODE_ENV).toBe('development');
  });

  it('names the bad variable in one line', () => {
    expect(() => parseConfig(baseConfigSchema, { REDIS_URL: 'not a url' })).toThrow(
      /^Invalid configuration: REDIS_URL /,
    );
  });

  it('refuses to run in production without INTERNAL_SECRET', () => {
    expect(() => parseConfig(baseConfigSchema, { NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: INTERNAL_SECRET must be set in production',
    );
  });

  it('has no public default internal secret: unset, it is random per process', () => {
    const secret = parseConfig(baseConfigSchema, {}).INTERNAL_SECRET;
    expect(secret).not.toBe('distill-development-internal-secret-change-me');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(parseConfig(baseConfigSchema, { INTERNAL_SECRET: 'x'.repeat(32) }).INTERNAL_SECRET).toBe(
      'x'.repeat(32),
    );
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(parseConfig(baseConfigSchema, {}).HOST).toBe('127.0.0.1');
    expect(parseConfig(baseConfigSchema, { HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('validates service-specific variables from an extended schema', () => {
    const schema = baseConfigSchema.extend({ PORT: z.coerce.number().int().positive() });
    expect(() => parseConfig(schema, { PORT: '-1' })).toThrow(/PORT/);
    expect(parseConfig(schema, { PORT: '4002' }).PORT).toBe(4002);
  });
});

describe('serviceDatabaseUrl', () => {
  it('uses distill_<service> on the DATABASE_URL server', () => {
    expect(
      serviceDatabaseUrl('catalog', { DATABASE_URL: 'postgres://u:p@db.internal:5433/postgres' }),
    ).toBe('postgres://u:p@db.internal:5433/distill_catalog');
  });

  it('prefers <SERVICE>_DATABASE_URL', () => {
    expect(
      serviceDatabaseUrl('catalog', {
        DATABASE_URL: 'postgres://localhost/postgres',
        CATALOG_DATABASE_URL: 'postgres://elsewhere/catalog',
      }),
    ).toBe('postgres://elsewhere/catalog');
  });
});

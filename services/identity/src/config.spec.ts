import { ConfigurationError, parseConfig } from '@distill/platform';
import { assertProductionReady, emailPreviewEnabled, identityConfigSchema } from './config.js';

const PRODUCTION_SECRET = 'a-production-internal-secret-of-enough-length';

describe('identity configuration', () => {
  it('has working local defaults', () => {
    const config = parseConfig(identityConfigSchema, {});
    expect(config).toMatchObject({
      IDENTITY_PORT: 4001,
      PUBLIC_URL: 'http://localhost:3000',
      ADMIN_EMAIL: 'admin@distill.local',
      SESSION_IDLE_DAYS: 30,
      ACCOUNT_DELETION_GRACE_DAYS: 7,
      ACCOUNT_ERASURE_SWEEP_SECONDS: 3600,
      SIGN_IN_MAX_FAILURES_PER_ADDRESS_AND_EMAIL: 5,
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: 20,
      SIGN_IN_FAILURE_WINDOW_MINUTES: 15,
    });
    expect(config.SMTP_URL).toBeUndefined();
    // No password anyone else could know: without one there is no bootstrap admin.
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(emailPreviewEnabled(config)).toBe(true);
  });

  it('takes a grace period of 0 to 90 whole days and names the variable otherwise', () => {
    expect(parseConfig(identityConfigSchema, { ACCOUNT_DELETION_GRACE_DAYS: '0' })).toMatchObject({
      ACCOUNT_DELETION_GRACE_DAYS: 0,
    });
    for (const bad of ['-1', '91', '2.5', 'soon']) {
      expect(() => parseConfig(identityConfigSchema, { ACCOUNT_DELETION_GRACE_DAYS: bad })).toThrow(
        /ACCOUNT_DELETION_GRACE_DAYS/,
      );
    }
  });

  it('sweeps for due erasures every 1 to 86,400 whole seconds and names the variable otherwise', () => {
    expect(parseConfig(identityConfigSchema, { ACCOUNT_ERASURE_SWEEP_SECONDS: '2' })).toMatchObject(
      {
        ACCOUNT_ERASURE_SWEEP_SECONDS: 2,
      },
    );
    for (const bad of ['0', '86401', '1.5', 'hourly']) {
      expect(() =>
        parseConfig(identityConfigSchema, { ACCOUNT_ERASURE_SWEEP_SECONDS: bad }),
      ).toThrow(/ACCOUNT_ERASURE_SWEEP_SECONDS/);
    }
  });

  it('treats an empty SMTP_URL as unset and refuses a non-SMTP URL', () => {
    expect(parseConfig(identityConfigSchema, { SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(() => parseConfig(identityConfigSchema, { SMTP_URL: 'http://mail' })).toThrow(
      /SMTP_URL/,
    );
  });

  it('refuses to run in production without an admin password of its own', () => {
    const config = parseConfig(identityConfigSchema, {
      NODE_ENV: 'production',
      INTERNAL_SECRET: PRODUCTION_SECRET,
    });
    expect(() => assertProductionReady(config)).toThrow(ConfigurationError);
    expect(() => assertProductionReady(config)).toThrow(/ADMIN_PASSWORD/);
    expect(() =>
      parseConfig(identityConfigSchema, { NODE_ENV: 'production', ADMIN_PASSWORD: 'short' }),
    ).toThrow(/ADMIN_PASSWORD/);
    const ready = parseConfig(identityConfigSchema, {
      NODE_ENV: 'production',
      INTERNAL_SECRET: PRODUCTION_SECRET,
      ADMIN_PASSWORD: 'a-private-admin-password',
    });
    expect(assertProductionReady(ready)).toBe(ready);
    expect(emailPreviewEnabled(ready)).toBe(false);
  });
});

import { z } from 'zod';
import { baseConfigSchema, ConfigurationError } from '@distill/platform';
import { DEFAULT_ADMIN_EMAIL } from './admin-defaults.js';

/** Empty variables count as unset, so `SMTP_URL=` in an .env file disables SMTP. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const identityConfigSchema = baseConfigSchema.extend({
  /** Overrides the default database `distill_identity` on the DATABASE_URL server. */
  IDENTITY_DATABASE_URL: optional(z.url()),
  IDENTITY_PORT: z.coerce.number().int().min(1).max(65535).default(4001),
  /** Where users reach the product; reset links and e-mail preview links are built from it. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** `smtp://user:pass@host:port` or `smtps://...`; unset: development keeps e-mails for preview. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  EMAIL_FROM: z.string().min(3).default('Distill <no-reply@distill.local>'),
  /** Signs the mail provider's bounce and complaint webhook (docs/api.md); unset turns it off. */
  EMAIL_WEBHOOK_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  /** Enables Firebase ID-token sign-in; with FIREBASE_AUTH_EMULATOR_HOST the emulator is used. */
  FIREBASE_PROJECT_ID: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a Firebase project id')),
  ADMIN_EMAIL: z.email().default(DEFAULT_ADMIN_EMAIL),
  /** The bootstrap admin's first password; unset outside production: no bootstrap admin. */
  ADMIN_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
  /** A session unused for this long expires; every use slides the window. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Days between a member's request to delete their account and its erasure, during which
   * signing in offers to cancel it. 0: erased at the next sweep.
   */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /**
   * Seconds between the sweeps that erase the accounts whose grace period has passed (one also
   * runs at start). Hourly is on time for a period counted in days; tests that move the due time
   * take a few seconds.
   */
  ACCOUNT_ERASURE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** Days a member's data archive can be downloaded once ready; then they may request another. */
  DATA_ARCHIVE_LINK_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  /**
   * Minutes an archive may take to prepare before it counts as failed and the member may ask
   * again (the gateway's job retries well within it).
   */
  DATA_ARCHIVE_PREPARING_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  /** Failed sign-ins per (client address, e-mail) and per client address; never per e-mail alone. */
  SIGN_IN_MAX_FAILURES_PER_ADDRESS_AND_EMAIL: z.coerce.number().int().min(1).default(5),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Registrations and password-reset requests per e-mail and per client address, per window. */
  REGISTRATIONS_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  PASSWORD_RESETS_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  PASSWORD_RESETS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  REQUEST_LIMIT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  SIGN_IN_FAILURE_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
});

export type IdentityConfig = z.infer<typeof identityConfigSchema>;

/** Settings that are fine on a laptop and dangerous on the internet. */
export function assertProductionReady(config: IdentityConfig): IdentityConfig {
  if (config.NODE_ENV === 'production' && !config.ADMIN_PASSWORD) {
    throw new ConfigurationError(
      'Invalid configuration: ADMIN_PASSWORD must be set to a private value in production',
    );
  }
  return config;
}

/** E-mails are kept for the preview page instead of sent: development and tests without SMTP. */
export function emailPreviewEnabled(config: IdentityConfig): boolean {
  return !config.SMTP_URL && config.NODE_ENV !== 'production';
}

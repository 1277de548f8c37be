// The services behind the gateway in its integration suites: identity (always), the catalog and
// reading (fed by the catalog's events), billing on a Stripe double, each on a fresh database and
// one event prefix. Plain JavaScript on the built packages, so that both a suite's own process
// (`startGatewayStack` with settings of its own) and the stack host (`stack-host.js`, one shared
// stack per jest worker) start them the same way.
import { randomBytes } from 'node:crypto';
import { createServiceApp, parseConfig } from '@distill/platform';
import { closeTestApp, createMigratedTestDatabase, testRedisUrl } from '@distill/platform/testing';
import { Redis } from 'ioredis';

export const PUBLIC_URL = 'http://localhost:3000';
export const ADMIN_EMAIL = 'admin@distill.test';
export const ADMIN_PASSWORD = 'admin-test-password-1';
export const STRIPE_WEBHOOK_SECRET = 'whsec_gateway_test_secret';
export const INTERNAL_SECRET = 'gateway-identity-test-secret-0123456789abcdef';
/** Where a service that is not running is "reached": nothing listens on port 9 (discard). */
const NOWHERE = 'http://127.0.0.1:9/graphql';
/**
 * Identity's and billing's outbox poll. Their relays wake on NOTIFY, so the poll only catches
 * what NOTIFY missed: a listener that dropped with its database (faults.spec.ts) re-listens at
 * the next poll, and events a restarted Redis lost are sent again then. A second is well within
 * those suites' waits (`eventually`, 10 s). Measured idle: identity's process spent 0.35-0.37
 * CPU-s per 30 s polling every 100 ms, 0.12-0.15 every second (PostgreSQL's share on top), in
 * every stack of the run.
 */
const OUTBOX_POLL_INTERVAL_MS = '1000';

const portOf = (app) => app.getHttpServer().address().port;

/**
 * @param {{
 *   eventsPrefix?: string,
 *   identityEnv?: Record<string, string>,
 *   identityClock?: { now(): Date },
 *   withCatalog?: boolean,
 *   seedCatalog?: boolean,
 *   catalogEnv?: Record<string, string>,
 *   readingEnv?: Record<string, string>,
 *   withBilling?: boolean,
 *   withSmtp?: boolean,
 *   readyTimeoutMs?: number,
 * }} options
 */
export async function startServiceStack(options = {}) {
  const prefix = options.eventsPrefix ?? `test-gw-${randomBytes(4).toString('hex')}`;
  const shared = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: testRedisUrl(),
    EVENTS_PREFIX: prefix,
    INTERNAL_SECRET,
    PUBLIC_URL,
  };
  /** What `close` ends, last started first. */
  const closers = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
    const redis = new Redis(testRedisUrl());
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  };
  // Imports one at a time: jest's ESM loader fails on concurrent imports sharing modules.
  try {
    const identityKit = await import('@distill/identity/testing');
    const smtp = options.withSmtp ? await identityKit.startSmtpReceiver() : undefined;
    if (smtp) closers.push(() => smtp.close());
    const { IdentityAppModule } = await import('@distill/identity/app.module');
    const { identityConfigSchema } = await import('@distill/identity/config');
    const identityDatabase = await createMigratedTestDatabase(
      'gateway_identity',
      identityKit.IDENTITY_MIGRATIONS,
    );
    closers.push(() => identityDatabase.drop());
    const identityApp = await createServiceApp(
      IdentityAppModule.forRoot(
        parseConfig(identityConfigSchema, {
          ...shared,
          IDENTITY_DATABASE_URL: identityDatabase.url,
          OUTBOX_POLL_INTERVAL_MS,
          FIREBASE_PROJECT_ID: 'demo-distill',
          ADMIN_EMAIL,
          ADMIN_PASSWORD,
          ...(smtp ? { SMTP_URL: smtp.url } : {}),
          ...options.identityEnv,
        }),
        options.identityClock,
      ),
    );
    closers.push(() => closeTestApp(identityApp, 'identity'));
    await identityApp.listen(0, '127.0.0.1');

    let catalog;
    let reading;
    if (options.withCatalog) {
      const { CatalogAppModule } = await import('@distill/catalog/app.module');
      const { catalogConfigSchema } = await import('@distill/catalog/config');
      const catalogKit = await import('@distill/catalog/testing');
      const readingKit = await import('@distill/reading/testing');
      const database = await createMigratedTestDatabase(
        'gateway_catalog',
        catalogKit.CATALOG_MIGRATIONS,
      );
      closers.push(() => database.drop());
      const app = await createServiceApp(
        CatalogAppModule.forRoot(
          parseConfig(catalogConfigSchema, {
            ...shared,
            CATALOG_DATABASE_URL: database.url,
            SEED_EMPTY_CATALOG: String(options.seedCatalog ?? true),
            ...options.catalogEnv,
          }),
        ),
      );
      closers.push(() => closeTestApp(app, 'catalog'));
      await app.listen(0, '127.0.0.1');
      catalog = { app, kit: catalogKit, databaseUrl: database.url };
      // In a process of its own: the catalog and reading both declare a `Summary` entity.
      reading = await readingKit.startReadingProcess(
        'gateway',
        { ...shared, ...options.readingEnv },
        options.readyTimeoutMs,
      );
      closers.push(() => reading.close());
    }

    let billing;
    if (options.withBilling) {
      const { StripeDouble, BILLING_MIGRATIONS } = await import('@distill/billing/testing');
      const { BillingAppModule } = await import('@distill/billing/app.module');
      const { billingConfigSchema } = await import('@distill/billing/config');
      const double = await new StripeDouble({
        prices: [
          { id: 'price_gw_monthly', unitAmount: 1200, currency: 'usd', interval: 'month' },
          { id: 'price_gw_annual', unitAmount: 9900, currency: 'usd', interval: 'year' },
        ],
        webhookSecret: STRIPE_WEBHOOK_SECRET,
      }).start();
      closers.push(() => double.stop());
      const database = await createMigratedTestDatabase('gateway_billing', BILLING_MIGRATIONS);
      closers.push(() => database.drop());
      const app = await createServiceApp(
        BillingAppModule.forRoot(
          parseConfig(billingConfigSchema, {
            ...shared,
            BILLING_DATABASE_URL: database.url,
            OUTBOX_POLL_INTERVAL_MS,
            STRIPE_SECRET_KEY: 'sk_test_gateway',
            STRIPE_PUBLISHABLE_KEY: 'pk_test_gateway',
            STRIPE_WEBHOOK_SECRET,
            STRIPE_PRICE_MONTHLY: 'price_gw_monthly',
            STRIPE_PRICE_ANNUAL: 'price_gw_annual',
            STRIPE_API_URL: double.url,
          }),
        ),
      );
      closers.push(() => closeTestApp(app, 'billing'));
      await app.listen(0, '127.0.0.1');
      billing = { app, double, databaseUrl: database.url };
    }

    return {
      /** The gateway's settings that reach these services (and their events). */
      gatewayEnv: {
        ...shared,
        IDENTITY_URL: `http://127.0.0.1:${portOf(identityApp)}/graphql`,
        CATALOG_URL: catalog ? `http://127.0.0.1:${portOf(catalog.app)}/graphql` : NOWHERE,
        READING_URL: reading ? `${reading.url}/graphql` : NOWHERE,
        BILLING_URL: billing ? `http://127.0.0.1:${portOf(billing.app)}/graphql` : NOWHERE,
      },
      databaseUrls: {
        identity: identityDatabase.url,
        catalog: catalog?.databaseUrl,
        reading: reading?.databaseUrl,
        billing: billing?.databaseUrl,
      },
      identityApp,
      catalogApp: catalog?.app,
      stripeDouble: billing?.double,
      smtp,
      /**
       * What a suite asks of the services beyond their APIs, answered with JSON: the same
       * operations whether the services run in the suite's process or in the stack host.
       */
      control: {
        changeMemberAccess: (userId, change) =>
          identityKit.changeMemberAccess(identityApp, userId, change),
        createSummary: async (summary) => {
          if (!catalog) throw new Error('start the stack withCatalog to create summaries');
          const created = await catalog.kit.createSummary(
            catalog.kit.catalogKitOf(catalog.app),
            summary,
          );
          return {
            id: created.id,
            content: created.content,
            preview: created.preview,
            sectionTitles: created.sections.map((section) => section.title),
            sectionContents: created.sections.map((section) => section.content),
          };
        },
        /** The event types identity's and the catalog's inboxes handle, sorted. */
        handledEventTypes: async () => {
          const { InboxEventServer } = await import('@distill/platform');
          return Object.fromEntries(
            [
              ['identity', identityApp],
              ['catalog', catalog?.app],
            ]
              .filter(([, app]) => app)
              .map(([name, app]) => [name, app.get(InboxEventServer).handledEventTypes()]),
          );
        },
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

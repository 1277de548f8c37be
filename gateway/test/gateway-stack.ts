import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { IdentityAppModule } from '@distill/identity/app.module';
import { identityConfigSchema } from '@distill/identity/config';
import { ACCESS_ERROR_MESSAGES, AccessErrorCode, eventsConsumedBy } from '@distill/contracts';
import { createLogger, createServiceApp, parseConfig } from '@distill/platform';
import {
  IDENTITY_MIGRATIONS,
  type SmtpReceiver,
  startSmtpReceiver,
} from '@distill/identity/testing';
import { closeTestApp, createMigratedTestDatabase, testRedisUrl } from '@distill/platform/testing';
import { startReadingProcess } from '@distill/reading/testing';
import { eventually } from '@distill/platform/testing';
export { eventually };
import type { Logger } from 'pino';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createGatewayApp, type GatewayApp } from '../src/app.js';
import { gatewayConfigSchema, type GatewayConfig } from '../src/config.js';

export const PUBLIC_URL = 'http://localhost:3000';
export const ADMIN_EMAIL = 'admin@distill.test';
export const ADMIN_PASSWORD = 'admin-test-password-1';
export const GOOD_PASSWORD = 'violet-harbor-29';
const INTERNAL_SECRET = 'gateway-identity-test-secret-0123456789abcdef';
export const STRIPE_WEBHOOK_SECRET = 'whsec_gateway_test_secret';
const SUPERGRAPH = new URL('../supergraph.graphql', import.meta.url);

export interface GatewayStack {
  /** The gateway's base URL (ephemeral port). */
  url: string;
  server: Server;
  gateway: GatewayApp;
  identityApp: INestApplication;
  identityDatabaseUrl: string;
  /** The catalog's own database, when the catalog runs: for writing test fixtures. */
  catalogDatabaseUrl?: string;
  /** Reading's and billing's databases, when they run. */
  readingDatabaseUrl?: string;
  billingDatabaseUrl?: string;
  /** The catalog application, when it runs: its services write fixtures as an admin would. */
  catalogApp?: INestApplication;
  /** The Stripe double billing talks to, when billing runs; it delivers webhooks to the gateway. */
  stripeDouble?: import('@distill/billing/testing').StripeDouble;
  config: GatewayConfig;
  /** The SMTP server identity sends through, when the stack was started `withSmtp`. */
  smtp?: SmtpReceiver;
  /**
   * Another gateway on the same subgraphs, Redis and event prefix, as a second replica behind a
   * load balancer would run; closed with the stack. `gatewayEnv` changes its settings: with an
   * EVENTS_PREFIX of its own it hears neither the services' events nor the other replicas.
   */
  startReplica(gatewayEnv?: Record<string, string>): Promise<{ url: string }>;
  close(): Promise<void>;
}

/**
 * The gateway on the checked-in supergraph with the real identity service behind it (fresh
 * database, own Redis prefix shared by all for events). The catalog, and with it reading (in a
 * child process, fed by the catalog's events), run only when asked; otherwise their URLs point
 * nowhere and only identity's part of the graph is used.
 */
export async function startGatewayStack(
  options: {
    identityEnv?: Record<string, string>;
    gatewayEnv?: Record<string, string>;
    /** Also run the catalog behind the gateway (seeded with the bundled summaries unless false). */
    withCatalog?: boolean;
    seedCatalog?: boolean;
    /** The catalog's settings besides the stack's (e.g. FREE_MONTHLY_PICKS). */
    catalogEnv?: Record<string, string>;
    /** The reading service's settings besides the stack's (e.g. REVIEW_EMAIL_TICK_SECONDS). */
    readingEnv?: Record<string, string>;
    /** The gateway's listening address (default loopback); `0.0.0.0` to call it from outside. */
    host?: string;
    /** The gateway's logger (default: silent). */
    gatewayLogger?: Logger;
    /** Also run billing, against a Stripe double that signs and delivers its events here. */
    withBilling?: boolean;
    /** Identity sends its e-mails to a local SMTP server (`stack.smtp`) instead of previews. */
    withSmtp?: boolean;
    /** Where identity reads the time for grace periods (a test may move it). */
    identityClock?: { now(): Date };
  } = {},
): Promise<GatewayStack> {
  const prefix = `test-gw-${randomBytes(4).toString('hex')}`;
  const database = await createMigratedTestDatabase('gateway_identity', IDENTITY_MIGRATIONS);
  const smtp = options.withSmtp ? await startSmtpReceiver() : undefined;
  const shared = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: testRedisUrl(),
    EVENTS_PREFIX: prefix,
    INTERNAL_SECRET,
    PUBLIC_URL,
  };
  const identityConfig = parseConfig(identityConfigSchema, {
    ...shared,
    IDENTITY_DATABASE_URL: database.url,
    OUTBOX_POLL_INTERVAL_MS: '100',
    FIREBASE_PROJECT_ID: 'demo-distill',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    ...options.identityEnv,
  });
  const identityApp = await createServiceApp(
    IdentityAppModule.forRoot(identityConfig, options.identityClock),
  );
  await identityApp.listen(0, '127.0.0.1');
  const identityPort = (identityApp.getHttpServer().address() as AddressInfo).port;

  let catalog:
    { app: INestApplication; databaseUrl: string; drop: () => Promise<void> } | undefined;
  let catalogUrl = 'http://127.0.0.1:9/graphql';
  let reading: Awaited<ReturnType<typeof startReadingProcess>> | undefined;
  if (options.withCatalog) {
    const [{ CatalogAppModule }, { catalogConfigSchema }] = await Promise.all([
      import('@distill/catalog/app.module'),
      import('@distill/catalog/config'),
    ]);
    const { CATALOG_MIGRATIONS } = await import('@distill/catalog/testing');
    const catalogDatabase = await createMigratedTestDatabase('gateway_catalog', CATALOG_MIGRATIONS);
    const catalogApp = await createServiceApp(
      CatalogAppModule.forRoot(
        parseConfig(catalogConfigSchema, {
          ...shared,
          CATALOG_DATABASE_URL: catalogDatabase.url,
          SEED_EMPTY_CATALOG: String(options.seedCatalog ?? true),
          ...options.catalogEnv,
        }),
      ),
    );
    await catalogApp.listen(0, '127.0.0.1');
    catalog = { app: catalogApp, databaseUrl: catalogDatabase.url, drop: catalogDatabase.drop };
    catalogUrl = `http://127.0.0.1:${(catalogApp.getHttpServer().address() as AddressInfo).port}/graphql`;
    reading = await startReadingProcess('gateway', { ...shared, ...options.readingEnv });
  }

  let billing:
    | {
        app: INestApplication;
        double: import('@distill/billing/testing').StripeDouble;
        databaseUrl: string;
        drop: () => Promise<void>;
      }
    | undefined;
  let billingUrl = 'http://127.0.0.1:9/graphql';
  if (options.withBilling) {
    // One at a time: jest's ESM loader fails on concurrent imports sharing modules (stripe).
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
    const billingDatabase = await createMigratedTestDatabase('gateway_billing', BILLING_MIGRATIONS);
    const billingApp = await createServiceApp(
      BillingAppModule.forRoot(
        parseConfig(billingConfigSchema, {
          ...shared,
          BILLING_DATABASE_URL: billingDatabase.url,
          OUTBOX_POLL_INTERVAL_MS: '100',
          STRIPE_SECRET_KEY: 'sk_test_gateway',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_gateway',
          STRIPE_WEBHOOK_SECRET,
          STRIPE_PRICE_MONTHLY: 'price_gw_monthly',
          STRIPE_PRICE_ANNUAL: 'price_gw_annual',
          STRIPE_API_URL: double.url,
        }),
      ),
    );
    await billingApp.listen(0, '127.0.0.1');
    billing = {
      app: billingApp,
      double,
      databaseUrl: billingDatabase.url,
      drop: billingDatabase.drop,
    };
    billingUrl = `http://127.0.0.1:${(billingApp.getHttpServer().address() as AddressInfo).port}/graphql`;
  }

  const gatewayEnvironment: Record<string, string> = {
    ...shared,
    IDENTITY_URL: `http://127.0.0.1:${identityPort}/graphql`,
    CATALOG_URL: catalogUrl,
    READING_URL: reading ? `${reading.url}/graphql` : 'http://127.0.0.1:9/graphql',
    BILLING_URL: billingUrl,
    ...options.gatewayEnv,
  };
  const config = parseConfig(gatewayConfigSchema, gatewayEnvironment);
  const supergraphSdl = await readFile(SUPERGRAPH, 'utf8');
  const gateway = await createGatewayApp({
    config,
    logger: options.gatewayLogger ?? createLogger('gateway', 'silent'),
    supergraphSdl,
  });
  const listen = async (app: GatewayApp) => {
    const server = app.app.listen(0, options.host ?? '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const { server, url } = await listen(gateway);
  const replicas: Array<{ server: Server; gateway: GatewayApp }> = [];
  /** Every event prefix in use, whose Redis keys are deleted at the end. */
  const prefixes = new Set([prefix]);
  billing?.double.setWebhookUrl(`${url}/api/webhooks/stripe`);
  return {
    url,
    server,
    smtp,
    gateway,
    identityApp,
    identityDatabaseUrl: database.url,
    catalogDatabaseUrl: catalog?.databaseUrl,
    readingDatabaseUrl: reading?.databaseUrl,
    billingDatabaseUrl: billing?.databaseUrl,
    catalogApp: catalog?.app,
    stripeDouble: billing?.double,
    config,
    async startReplica(gatewayEnv = {}) {
      const replicaConfig = parseConfig(gatewayConfigSchema, {
        ...gatewayEnvironment,
        ...gatewayEnv,
      });
      prefixes.add(replicaConfig.EVENTS_PREFIX);
      const replica = await createGatewayApp({
        config: replicaConfig,
        logger: options.gatewayLogger ?? createLogger('gateway', 'silent'),
        supergraphSdl,
      });
      const listening = await listen(replica);
      replicas.push({ server: listening.server, gateway: replica });
      return { url: listening.url };
    },
    async close() {
      for (const running of [{ server, gateway }, ...replicas]) {
        await new Promise<void>((resolve) => running.server.close(() => resolve()));
        await running.gateway.close();
      }
      await closeTestApp(identityApp, 'identity');
      await reading?.close();
      if (catalog) await closeTestApp(catalog.app, 'catalog');
      await catalog?.drop();
      await billing?.double.stop();
      if (billing) await closeTestApp(billing.app, 'billing');
      await billing?.drop();
      const redis = new Redis(testRedisUrl());
      for (const used of prefixes) {
        const keys = await redis.keys(`${used}:*`);
        if (keys.length > 0) await redis.del(...keys);
      }
      redis.disconnect();
      await database.drop();
      await smtp?.close();
    },
  };
}

let counter = 0;
export function uniqueEmail(label = 'reader'): string {
  counter += 1;
  return `${label}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

/** The confirmation token in a registration mail (its text, or its preview page). */
export function confirmTokenIn(mail: string): string {
  const match = /\/simple-auth\?confirm=([A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error(`no confirmation link in: ${mail}`);
  return match[1]!;
}

/**
 * Registers as a member does: the request (202, the same answer for every address), the link
 * in its e-mail (from `smtp` when given, else the development preview the answer offers), then
 * the confirmation. Answers the confirmation: 201 with the user and the session cookie.
 */
export async function registerAndConfirm(
  baseUrl: string,
  email: string,
  options: { password?: string; headers?: Record<string, string>; smtp?: SmtpReceiver } = {},
): Promise<HttpAnswer> {
  const requested = await call(baseUrl, 'POST', '/api/simple-register', {
    json: { email, password: options.password ?? GOOD_PASSWORD },
    headers: options.headers,
  });
  if (requested.status !== 202)
    throw new Error(`registration answered ${requested.status}: ${requested.text}`);
  let mail: string;
  if (options.smtp) {
    mail = await options.smtp.mailTo(email, 'Confirm your e-mail address');
  } else {
    const { previewUrl } = requested.json<{ previewUrl: string | null }>();
    if (!previewUrl) throw new Error('the registration offered no e-mail preview');
    mail = (await call(baseUrl, 'GET', new URL(previewUrl).pathname)).text;
  }
  return call(baseUrl, 'POST', '/api/simple-register/confirm', {
    json: { token: confirmTokenIn(mail) },
    headers: options.headers,
  });
}

/** A new member registered (and confirmed) through the REST routes, signed in by its cookie. */
export async function registerMember(baseUrl: string): Promise<{ cookie: string; userId: string }> {
  const answer = await registerAndConfirm(baseUrl, uniqueEmail());
  if (answer.status !== 201) throw new Error(`confirmation answered ${answer.status}`);
  return { cookie: answer.sessionCookie!, userId: answer.json<{ user: { id: string } }>().user.id };
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  json<T = Record<string, unknown>>(): T;
  /** `name=value` of the session cookie this answer set, if any. */
  sessionCookie: string | null;
  setCookie: string[];
}

/** A browser-like call: JSON body, same-origin Origin, optional cookie and headers. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: {
    json?: unknown;
    body?: string;
    cookie?: string | null;
    headers?: Record<string, string>;
  } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  if (method !== 'GET' && !('origin' in headers)) headers.origin = PUBLIC_URL;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  const setCookie = response.headers.getSetCookie();
  const session = setCookie.find((cookie) => cookie.startsWith('distill_session='));
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: <T>() => JSON.parse(text) as T,
    sessionCookie: session ? session.split(';')[0]! : null,
    setCookie,
  };
}

export async function graphqlCall(
  baseUrl: string,
  query: string,
  options: {
    cookie?: string | null;
    headers?: Record<string, string>;
    variables?: Record<string, unknown>;
  } = {},
) {
  const answer = await call(baseUrl, 'POST', '/graphql', {
    json: { query, variables: options.variables ?? {} },
    cookie: options.cookie,
    headers: { 'apollo-require-preflight': 'true', ...options.headers },
  });
  return {
    status: answer.status,
    body: answer.json<{
      data?: Record<string, unknown> | null;
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    }>(),
  };
}

/** What a member-only route answers a visitor: 401 with the shared message, never cached. */
export const SIGN_IN_REQUIRED = {
  status: 401,
  text: ACCESS_ERROR_MESSAGES[AccessErrorCode.SignInRequired],
  cacheControl: 'no-store',
};

/** The parts of an answer a refusal is judged by, to compare with `SIGN_IN_REQUIRED`. */
export const refusalOf = (answer: HttpAnswer) => ({
  status: answer.status,
  text: answer.text,
  cacheControl: answer.headers.get('cache-control'),
});

/**
 * Waits until reading has applied every catalog event routed to it so far: the seed's summaries
 * and sections with their text among them, so a highlight may be filed in any seeded section.
 */
export async function readingCaughtUp(stack: GatewayStack): Promise<void> {
  const catalog = new pg.Client({ connectionString: stack.catalogDatabaseUrl });
  const reading = new pg.Client({ connectionString: stack.readingDatabaseUrl });
  await Promise.all([catalog.connect(), reading.connect()]);
  try {
    const { rows } = await catalog.query<{ routed: string }>(
      'SELECT count(*) AS routed FROM outbox_event WHERE type = ANY($1)',
      [eventsConsumedBy('reading')],
    );
    await eventually(async () => {
      const applied = await reading.query<{ n: string }>('SELECT count(*) AS n FROM inbox_event');
      return applied.rows[0]!.n === rows[0]!.routed ? true : undefined;
    }, 30_000);
  } finally {
    await Promise.all([catalog.end(), reading.end()]);
  }
}

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { createLogger, parseConfig } from '@distill/platform';
import type { SmtpReceiver } from '@distill/identity/testing';
import { ACCESS_ERROR_MESSAGES, AccessErrorCode, eventsConsumedBy } from '@distill/contracts';
import { testRedisUrl } from '@distill/platform/testing';
import { eventually } from '@distill/platform/testing';
export { eventually };
import type { Logger } from 'pino';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createGatewayApp, type GatewayApp } from '../src/app.js';
import { gatewayConfigSchema, type GatewayConfig } from '../src/config.js';
import { PUBLIC_URL, startServiceStack } from './service-stack.js';
export { ADMIN_EMAIL, ADMIN_PASSWORD, PUBLIC_URL, STRIPE_WEBHOOK_SECRET } from './service-stack.js';

export const GOOD_PASSWORD = 'violet-harbor-29';
const SUPERGRAPH = new URL('../supergraph.graphql', import.meta.url);

/** A summary a suite wrote through the catalog (its own test factory), as the suite sees it. */
export interface SummaryFixture {
  id: string;
  content: string;
  preview: string;
  sectionTitles: string[];
  sectionContents: string[];
}

/** The catalog's test factory's options (`createSummary` of `@distill/catalog/testing`). */
export type SummaryOptions = Parameters<
  (typeof import('@distill/catalog/testing'))['createSummary']
>[1];

/** Changes of role or subscription, as identity's kit takes them. */
export type AccessChange = Parameters<
  (typeof import('@distill/identity/testing'))['changeMemberAccess']
>[2];

export interface GatewayStack {
  /** The gateway's base URL (ephemeral port). */
  url: string;
  server: Server;
  gateway: GatewayApp;
  /**
   * The identity and catalog applications, when the services run in the suite's own process
   * (`privateServices`, or settings of its own); on the shared stack they run in the stack host.
   */
  identityApp?: INestApplication;
  catalogApp?: INestApplication;
  identityDatabaseUrl: string;
  /** The catalog's own database, when the catalog runs: for writing test fixtures. */
  catalogDatabaseUrl?: string;
  /** Reading's and billing's databases, when they run. */
  readingDatabaseUrl?: string;
  billingDatabaseUrl?: string;
  /** The Stripe double billing talks to, when billing runs; it delivers webhooks to the gateway. */
  stripeDouble?: import('@distill/billing/testing').StripeDouble;
  config: GatewayConfig;
  /** The SMTP server identity sends through, when the stack was started `withSmtp`. */
  smtp?: SmtpReceiver;
  /** Whether the services are the worker's shared stack (other suites' data beside this one's). */
  shared: boolean;
  /** Changes a member's role or subscription, announced as every change of access is. */
  changeMemberAccess(userId: string, change: AccessChange): Promise<void>;
  /** A summary written through the catalog with the catalog's own test factory. */
  createSummary(options: SummaryOptions): Promise<SummaryFixture>;
  /** The event types identity's and the catalog's inboxes handle. */
  handledEventTypes(): Promise<Record<string, string[]>>;
  /**
   * Another gateway on the same subgraphs, Redis and event prefix, as a second replica behind a
   * load balancer would run; closed with the stack. `gatewayEnv` changes its settings: with an
   * EVENTS_PREFIX of its own it hears neither the services' events nor the other replicas.
   */
  startReplica(gatewayEnv?: Record<string, string>): Promise<{ url: string }>;
  close(): Promise<void>;
}

export interface StackOptions {
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
  /**
   * Services of the suite's own, in its process (`identityApp`, `catalogApp`): for a suite that
   * reaches into a service or does to it what others must not see (stops its database, say).
   */
  privateServices?: boolean;
}

/** The options only services of a suite's own can honour. */
const PRIVATE_SETTINGS = [
  'identityEnv',
  'catalogEnv',
  'readingEnv',
  'identityClock',
  'withSmtp',
  'withBilling',
  'privateServices',
] as const satisfies ReadonlyArray<keyof StackOptions>;

/**
 * The worker's shared stack fits: identity, the seeded catalog and reading with their default
 * settings. A suite on it keeps to its own members and summaries (other suites' are there too).
 */
const sharedStackFits = (options: StackOptions) =>
  process.env.GATEWAY_STACK_HOST !== undefined &&
  options.seedCatalog !== false &&
  PRIVATE_SETTINGS.every((setting) => options[setting] === undefined);

/** The stack host's answer for this worker's stack (see stack-host.js). */
async function askStackHost<T>(operation?: string, args: unknown[] = []): Promise<T> {
  const key = `worker-${process.env.JEST_WORKER_ID ?? '1'}`;
  const path = operation ? `/stacks/${key}/control/${operation}` : `/stacks/${key}`;
  const response = await fetch(`${process.env.GATEWAY_STACK_HOST}${path}`, {
    method: 'POST',
    body: JSON.stringify(args),
  });
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`the stack host answered ${response.status}: ${body.error}`);
  return body;
}

interface ServicesBehind {
  gatewayEnv: Record<string, string>;
  databaseUrls: { identity: string; catalog?: string; reading?: string; billing?: string };
  identityApp?: INestApplication;
  catalogApp?: INestApplication;
  stripeDouble?: import('@distill/billing/testing').StripeDouble;
  smtp?: SmtpReceiver;
  control: Pick<GatewayStack, 'changeMemberAccess' | 'createSummary' | 'handledEventTypes'>;
  close(): Promise<void>;
}

/** The worker's shared stack, reached through the stack host. */
async function sharedServices(): Promise<ServicesBehind> {
  const stack = await askStackHost<Pick<ServicesBehind, 'gatewayEnv' | 'databaseUrls'>>();
  return {
    ...stack,
    control: {
      changeMemberAccess: (userId, change) => askStackHost('changeMemberAccess', [userId, change]),
      createSummary: (summary) => askStackHost('createSummary', [summary]),
      handledEventTypes: () => askStackHost('handledEventTypes'),
    },
    // The services stay for the worker's next suite.
    close: async () => undefined,
  };
}

/**
 * The gateway on the checked-in supergraph in front of the real services: the worker's shared
 * stack (identity, the seeded catalog, reading) when the options allow, otherwise services of
 * the suite's own (fresh databases and event prefix; the catalog and reading, billing on a
 * Stripe double, only when asked). Either way the gateway itself is the suite's own.
 */
export async function startGatewayStack(options: StackOptions = {}): Promise<GatewayStack> {
  const shared = sharedStackFits(options);
  const services: ServicesBehind = shared
    ? await sharedServices()
    : ((await startServiceStack(options)) as ServicesBehind);
  const gatewayEnvironment: Record<string, string> = {
    ...services.gatewayEnv,
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
    const server = await app.listen(0, options.host ?? '127.0.0.1');
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const { server, url } = await listen(gateway);
  const replicas: Array<{ server: Server; gateway: GatewayApp }> = [];
  /** The event prefixes of replicas with one of their own, whose Redis keys go at the end. */
  const replicaPrefixes = new Set<string>();
  services.stripeDouble?.setWebhookUrl(`${url}/api/webhooks/stripe`);
  return {
    url,
    server,
    smtp: services.smtp,
    gateway,
    shared,
    identityApp: services.identityApp,
    catalogApp: services.catalogApp,
    identityDatabaseUrl: services.databaseUrls.identity,
    catalogDatabaseUrl: services.databaseUrls.catalog,
    readingDatabaseUrl: services.databaseUrls.reading,
    billingDatabaseUrl: services.databaseUrls.billing,
    stripeDouble: services.stripeDouble,
    config,
    ...services.control,
    async startReplica(gatewayEnv = {}) {
      const replicaConfig = parseConfig(gatewayConfigSchema, {
        ...gatewayEnvironment,
        ...gatewayEnv,
      });
      if (replicaConfig.EVENTS_PREFIX !== config.EVENTS_PREFIX) {
        replicaPrefixes.add(replicaConfig.EVENTS_PREFIX);
      }
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
      await services.close();
      if (replicaPrefixes.size > 0) {
        const redis = new Redis(testRedisUrl());
        for (const used of replicaPrefixes) {
          const keys = await redis.keys(`${used}:*`);
          if (keys.length > 0) await redis.del(...keys);
        }
        redis.disconnect();
      }
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

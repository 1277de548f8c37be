import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ANONYMOUS_VIEWER, VIEWER_CONTEXT_HEADER, type Viewer } from '@distill/contracts';
import {
  type Clock,
  createServiceApp,
  parseConfig,
  signViewerContext,
  systemClock,
} from '@distill/platform';
import { closeTestApp, createMigratedTestDatabase, testRedisUrl } from '@distill/platform/testing';
export { eventually } from '@distill/platform/testing';
import { IdentityAppModule } from '../src/app.module.js';
import { identityConfigSchema, type IdentityConfig } from '../src/config.js';
import { IDENTITY_MIGRATIONS } from '../src/identity.schema.js';
import type { SmtpReceiver } from '../src/testing/smtp-receiver.js';
export { type SmtpReceiver, startSmtpReceiver } from '../src/testing/smtp-receiver.js';
import type { User } from '../src/users/user.entity.js';

export const TEST_ADMIN_EMAIL = 'admin@distill.test';
export const TEST_ADMIN_PASSWORD = 'admin-test-password-1';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface IdentityTestApp {
  app: INestApplication;
  config: IdentityConfig;
  url: string;
  dataSource: DataSource;
  redis: Redis;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { viewer?: Viewer; clientAddress?: string },
  ): Promise<GraphQLAnswer<T>>;
  close(): Promise<void>;
}

/**
 * The identity service on an ephemeral port with its own fresh database and Redis prefix;
 * `clock`: where it reads the time for grace periods (a test may move it).
 */
export async function startIdentity(
  env: Record<string, string> = {},
  clock: Clock = systemClock,
): Promise<IdentityTestApp> {
  const database = await createMigratedTestDatabase('identity', IDENTITY_MIGRATIONS);
  const prefix = `test-identity-${randomBytes(4).toString('hex')}`;
  const config = parseConfig(identityConfigSchema, {
    IDENTITY_DATABASE_URL: database.url,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: testRedisUrl(),
    EVENTS_PREFIX: prefix,
    OUTBOX_POLL_INTERVAL_MS: '100',
    PUBLIC_URL: 'https://distill.example',
    FIREBASE_PROJECT_ID: 'demo-distill',
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...env,
  });
  const app = await createServiceApp(IdentityAppModule.forRoot(config, clock));
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const redis = new Redis(testRedisUrl());
  return {
    app,
    config,
    url,
    dataSource: app.get(DataSource),
    redis,
    async graphql(query, variables = {}, options = {}) {
      const header = await signViewerContext(
        options.viewer ?? ANONYMOUS_VIEWER,
        config.INTERNAL_SECRET,
        {
          clientAddress: options.clientAddress ?? null,
        },
      );
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [VIEWER_CONTEXT_HEADER]: header },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: GraphQLAnswer['errors'] };
      return { status: response.status, data: (body.data ?? null) as never, errors: body.errors };
    },
    async close() {
      await closeTestApp(app, 'identity');
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await database.drop();
    },
  };
}

export function memberViewer(
  user: Pick<User, 'id' | 'email' | 'role' | 'subscriptionStatus' | 'subscriptionType'>,
): Viewer {
  return {
    kind: 'member',
    id: user.id,
    email: user.email,
    role: user.role,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionType: user.subscriptionType,
  };
}

/** The user fields a member's viewer is made of: ask for them to call `memberViewer`. */
export const MEMBER_FIELDS = 'id email role subscriptionStatus subscriptionType';
export type Member = Parameters<typeof memberViewer>[0];

/** A GraphQL operation as `member`. */
export function graphqlAs(
  identity: IdentityTestApp,
  member: Member,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<Record<string, any>>> {
  return identity.graphql(query, variables, { viewer: memberViewer(member) });
}

/** The `reason` a refusal names in its extensions (the feature's own error code). */
export const reasonOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.reason;

let counter = 0;
/** A fresh, valid, uncommon e-mail per call. */
export function uniqueEmail(label = 'reader'): string {
  counter += 1;
  return `${label}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export const GOOD_PASSWORD = 'violet-harbor-29';

const REQUEST_REGISTRATION = `mutation ($email: String!, $password: String!) {
  requestRegistration(email: $email, password: $password) { previewUrl }
}`;
const EMAIL_PREVIEW = `query ($id: ID!) { emailPreview(id: $id) { recipient subject textBody } }`;

/** The confirmation token in a registration e-mail's text (PUBLIC_URL is the test app's). */
export function confirmTokenFrom(text: string): string {
  const match = /https:\/\/distill\.example\/simple-auth\?confirm=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[1]!;
}

/** The kept e-mail a development answer's `previewUrl` points at. */
export async function emailPreviewOf(
  identity: IdentityTestApp,
  previewUrl: string | null,
): Promise<{ recipient: string; subject: string; textBody: string }> {
  if (!previewUrl) throw new Error('the answer offered no e-mail preview');
  const answer = await identity.graphql<{
    emailPreview: { recipient: string; subject: string; textBody: string };
  }>(EMAIL_PREVIEW, { id: previewUrl.split('/').pop() });
  if (!answer.data) throw new Error(`no e-mail preview: ${JSON.stringify(answer.errors)}`);
  return answer.data.emailPreview;
}

/** `requestRegistration`'s answer: the same for a new address and a taken one. */
export function requestRegistration(
  identity: IdentityTestApp,
  email: string,
  password = GOOD_PASSWORD,
): Promise<GraphQLAnswer<{ requestRegistration: { previewUrl: string | null } }>> {
  return identity.graphql(REQUEST_REGISTRATION, { email, password });
}

/**
 * An account made as a member makes one: the request, the link in the kept e-mail, the
 * confirmation (the mail read from `smtp` when given). Answers `confirmRegistration` with
 * `userFields` of the new user.
 */
export async function registerAccount<U = { id: string }>(
  identity: IdentityTestApp,
  email: string,
  password = GOOD_PASSWORD,
  userFields = 'id',
  smtp?: SmtpReceiver,
): Promise<GraphQLAnswer<{ confirmRegistration: { sessionToken: string; user: U } }>> {
  const requested = await requestRegistration(identity, email, password);
  if (requested.errors) throw new Error(`registration refused: ${requested.errors[0]!.message}`);
  const text = smtp
    ? await smtp.mailTo(email, 'Confirm your e-mail address')
    : (await emailPreviewOf(identity, requested.data!.requestRegistration.previewUrl)).textBody;
  return identity.graphql(
    `mutation ($token: String!) {
      confirmRegistration(token: $token) { sessionToken user { ${userFields} } }
    }`,
    { token: confirmTokenFrom(text) },
  );
}

/** A member registered as members register (`registerAccount`): their user and session. */
export async function registerMember(
  identity: IdentityTestApp,
  email = uniqueEmail('member'),
): Promise<{ user: Member; sessionToken: string }> {
  const answer = await registerAccount<Member>(identity, email, GOOD_PASSWORD, MEMBER_FIELDS);
  return answer.data!.confirmRegistration;
}

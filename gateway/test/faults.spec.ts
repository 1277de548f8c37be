import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import { BillingAppModule } from '@distill/billing/app.module';
import { billingConfigSchema } from '@distill/billing/config';
import { createServiceApp, parseConfig } from '@distill/platform';
import {
  createTestDatabase,
  freePort,
  testDatabaseServerUrl,
  testTransportEnv,
} from '@distill/platform/testing';
import {
  call,
  graphqlCall,
  registerMember,
  startGatewayStack,
  type GatewayStack,
} from './gateway-stack.js';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a few seconds.';

/**
 * Faults answer 503 with `Retry-After` (REST) and SERVICE_UNAVAILABLE (GraphQL), never a 500 or
 * a sign-out: a subgraph not yet listening (as during `npm start`), a subgraph's own 503
 * (billing without Stripe settings), and identity's database refusing connections.
 */
describe('faults answer 503, not 500', () => {
  let stack: GatewayStack;
  let billingPort: number;

  beforeAll(async () => {
    billingPort = await freePort();
    // The catalog is not running at all: nothing listens on its port (connection refused).
    // Identity's database is stopped below: services no other suite uses.
    stack = await startGatewayStack({
      privateServices: true,
      gatewayEnv: {
        CATALOG_URL: `http://127.0.0.1:${await freePort()}/graphql`,
        BILLING_URL: `http://127.0.0.1:${billingPort}/graphql`,
      },
    });
  });

  afterAll(async () => {
    await stack.close();
  });

  describe('a subgraph that is not listening (yet)', () => {
    it('is not ready while a subgraph does not answer, and stays alive', async () => {
      const ready = await fetch(`${stack.url}/ready`);
      expect(ready.status).toBe(503);
      const { details } = (await ready.json()) as {
        details: Record<string, { status: string }>;
      };
      expect(details.catalog?.status).toBe('down');
      expect(details.identity?.status).toBe('up');
      expect((await fetch(`${stack.url}/health`)).status).toBe(200);
    });

    it('answers a REST read 503 with Retry-After and a plain message', async () => {
      const answer = await call(stack.url, 'GET', '/api/categories');
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.text).toBe(UNAVAILABLE);
    });

    it('answers GraphQL with SERVICE_UNAVAILABLE and the same plain message', async () => {
      const { body } = await graphqlCall(stack.url, '{ categories { id } }');
      expect(body.errors?.[0]).toMatchObject({
        message: UNAVAILABLE,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    });

    it('answers a member subscribing while billing is still starting 503 with Retry-After', async () => {
      const { cookie } = await registerMember(stack.url);
      const answer = await call(stack.url, 'POST', '/api/create-subscription', {
        cookie,
        json: {},
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
    });
  });

  describe('billing without Stripe settings', () => {
    let billing: INestApplication;
    let dropBillingDatabase: () => Promise<void>;

    beforeAll(async () => {
      const database = await createTestDatabase('gateway_billing_unconfigured');
      dropBillingDatabase = database.drop;
      billing = await createServiceApp(
        BillingAppModule.forRoot(
          parseConfig(billingConfigSchema, {
            ...testTransportEnv(`test-faults-${randomBytes(4).toString('hex')}`),
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            INTERNAL_SECRET: stack.config.INTERNAL_SECRET,
            BILLING_DATABASE_URL: database.url,
          }),
        ),
      );
      await billing.listen(billingPort, '127.0.0.1');
    });

    afterAll(async () => {
      await billing.close();
      await dropBillingDatabase();
    });

    it('answers POST /api/create-subscription 503 "Payments are not configured on this server"', async () => {
      const { cookie } = await registerMember(stack.url);
      const answer = await call(stack.url, 'POST', '/api/create-subscription', {
        cookie,
        json: {},
      });
      expect(answer.status).toBe(503);
      expect(answer.text).toBe('Payments are not configured on this server');
      expect(answer.headers.get('retry-after')).toBe('5');
    });

    it("keeps billing's SERVICE_UNAVAILABLE code and message on GraphQL", async () => {
      const { cookie } = await registerMember(stack.url);
      const { body } = await graphqlCall(
        stack.url,
        'mutation { startSubscription(plan: monthly) { status } }',
        { cookie },
      );
      expect(body.errors?.[0]).toMatchObject({
        message: 'Payments are not configured on this server',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    });
  });

  describe("identity's database refusing connections", () => {
    const databaseName = () => new URL(stack.identityDatabaseUrl).pathname.slice(1);

    async function onServer(sql: string): Promise<void> {
      const client = new pg.Client({ connectionString: testDatabaseServerUrl() });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      // No new session, and the pool's open ones ended: every query of identity's fails.
      await onServer(`ALTER DATABASE "${databaseName()}" ALLOW_CONNECTIONS false`);
      await onServer(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${databaseName()}'`,
      );
    });

    afterAll(async () => {
      await onServer(`ALTER DATABASE "${databaseName()}" ALLOW_CONNECTIONS true`);
    });

    it('answers a session it cannot check 503, never 401 "Unauthorized" (a sign-out)', async () => {
      const cookie = `distill_session=${randomBytes(32).toString('base64url')}`;
      const answer = await call(stack.url, 'GET', '/api/simple-user', { cookie });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.text).toBe('Sign-in is temporarily unavailable. Please try again.');
    });

    it('answers any other route 503 while it cannot tell who the member is', async () => {
      const cookie = `distill_session=${randomBytes(32).toString('base64url')}`;
      const answer = await call(stack.url, 'GET', '/api/favorites', { cookie });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.text).toBe(UNAVAILABLE);
    });

    it('answers the same on GraphQL with SERVICE_UNAVAILABLE and a 503', async () => {
      const cookie = `distill_session=${randomBytes(32).toString('base64url')}`;
      const { status, body } = await graphqlCall(stack.url, '{ viewer { id } }', { cookie });
      expect(status).toBe(503);
      expect(body.errors?.[0]).toMatchObject({
        message: UNAVAILABLE,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    });
  });
});

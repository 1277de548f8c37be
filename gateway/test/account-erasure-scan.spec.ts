import pg from 'pg';
import { type PersonalDataHit, scanForPersonalData, TestClock } from '@distill/platform/testing';
import { sweepAccountErasures } from '@distill/identity/testing';
import {
  eventually,
  type GatewayStack,
  GOOD_PASSWORD,
  graphqlCall,
  readingCaughtUp,
  registerAndConfirm,
  startGatewayStack,
} from './gateway-stack.js';
import { memberWithData } from './member-with-data.js';

/**
 * Issue 45's proof: a member with data in every service deletes their account; once the grace
 * period has run out (identity's clock moved), no table of any service's database holds their
 * id or e-mail address, Stripe has no customer of theirs, and the address can register again.
 */
const DAY_MS = 24 * 3600 * 1000;
const clock = new TestClock();
let stack: GatewayStack;
const databases: Record<string, pg.Client> = {};

beforeAll(async () => {
  stack = await startGatewayStack({
    withCatalog: true,
    seedCatalog: true,
    withBilling: true,
    identityClock: clock,
  });
  const urls = {
    identity: stack.identityDatabaseUrl,
    catalog: stack.catalogDatabaseUrl!,
    reading: stack.readingDatabaseUrl!,
    billing: stack.billingDatabaseUrl!,
  };
  for (const [service, url] of Object.entries(urls)) {
    databases[service] = new pg.Client({ connectionString: url });
    await databases[service].connect();
  }
  await readingCaughtUp(stack);
}, 180_000);
afterAll(async () => {
  for (const client of Object.values(databases)) await client.end();
  await stack?.close();
});

/** Every service's rows that contain one of the needles, by service. */
async function personalData(needles: string[]): Promise<Record<string, PersonalDataHit[]>> {
  const found: Record<string, PersonalDataHit[]> = {};
  for (const [service, client] of Object.entries(databases)) {
    const hits = await scanForPersonalData(
      {
        query: async (sql: string, parameters?: unknown[]) =>
          (await client.query(sql, parameters)).rows,
      },
      needles,
    );
    if (hits.length > 0) found[service] = hits;
  }
  return found;
}

it('erases a member from every service once the grace period runs out: nothing left but accounting rows naming no one', async () => {
  // Data in every service, made as a member makes it, and a paid plan at the Stripe double.
  const { email, userId, cookie, as } = await memberWithData(stack, {
    label: 'erased',
    note: 'my own thought',
    paid: true,
  });
  const double = stack.stripeDouble!;
  const [remote] = [...double.subscriptions.values()].filter(
    (sub) => sub.metadata.userId === userId,
  );
  const customerId = remote!.customer;

  const before = await personalData([userId, email]);
  expect(Object.keys(before).sort()).toEqual(['billing', 'catalog', 'identity', 'reading']);

  const requested = await graphqlCall(
    stack.url,
    `mutation ($confirmation: String!, $password: String) {
      requestAccountDeletion(confirmation: $confirmation, password: $password) { eraseAfter }
    }`,
    { cookie, variables: { confirmation: email, password: GOOD_PASSWORD } },
  );
  expect(requested.body.errors).toBeUndefined();
  // Sessions end at once.
  expect((await as('GET', '/api/auth/user')).status).toBe(401);

  clock.advance(7 * DAY_MS + 60_000);
  expect(await sweepAccountErasures(stack.identityApp!)).toBe(1);
  const after = await eventually(async () => {
    // Again: the erasure event's own outbox row goes once it was relayed.
    await sweepAccountErasures(stack.identityApp!);
    const left = await personalData([userId, email]);
    return Object.keys(left).length === 0 ? left : undefined;
  }, 60_000);
  expect(after).toEqual({});

  // Stripe: the subscription ended at once, the customer is gone.
  expect(double.subscriptions.get(remote!.id)!.status).toBe('canceled');
  expect(double.customers.has(customerId)).toBe(false);
  // Accounting keeps the paid invoice's amount, naming no one.
  const { rows } = await databases.billing!.query(`SELECT amount_cents FROM erased_invoice`);
  expect(rows.map((row) => row.amount_cents)).toContain(1200);

  // The address may register again, as a new member.
  const again = await registerAndConfirm(stack.url, email);
  expect(again.status).toBe(201);
  expect(again.json<{ user: { id: string } }>().user.id).not.toBe(userId);
});

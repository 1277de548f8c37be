import pg from 'pg';
import Stripe from 'stripe';
import { scanForPersonalData, type PersonalDataHit } from '@distill/platform/testing';
import { sweepAccountErasures } from '@distill/identity/testing';
import {
  call,
  eventually,
  type GatewayStack,
  GOOD_PASSWORD,
  graphqlCall,
  readingCaughtUp,
  registerAndConfirm,
  startGatewayStack,
  uniqueEmail,
} from './gateway-stack.js';

/**
 * Issue 45's proof: a member with data in every service deletes their account; once the grace
 * period has run out (identity's clock moved), no table of any service's database holds their
 * id or e-mail address, Stripe has no customer of theirs, and the address can register again.
 */
const DAY_MS = 24 * 3600 * 1000;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
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
  const published = (await call(stack.url, 'GET', '/api/summaries/published')).json<any[]>();
  const free = published.find((summary) => !summary.isPremium);
  const premium = published.find((summary) => summary.isPremium);
  const [section] = (await call(stack.url, 'GET', `/api/summaries/${free.id}/sections`)).json<
    Array<{ id: string; content: string }>
  >();

  const email = uniqueEmail('erased');
  const registered = await registerAndConfirm(stack.url, email);
  const cookie = registered.sessionCookie!;
  const userId = registered.json<{ user: { id: string } }>().user.id;
  const as = (method: string, path: string, json?: unknown) =>
    call(stack.url, method, path, { cookie, json });

  // Data in every service, made as a member makes it.
  expect(
    (await as('POST', '/api/free-picks', { summaryId: premium.id, timeZone: 'Europe/Berlin' }))
      .status,
  ).toBe(201);
  expect((await as('POST', '/api/favorites', { summaryId: free.id })).status).toBe(201);
  expect(
    (await as('POST', '/api/reading-progress', { summaryId: free.id, progressPercentage: 100 }))
      .status,
  ).toBeLessThan(300);
  const word = /\p{L}{4,}/u.exec(section!.content)!;
  const highlighted = await as('POST', '/api/highlights', {
    summaryId: free.id,
    sectionId: section!.id,
    quote: word[0],
    prefix: section!.content.slice(Math.max(0, word.index - 32), word.index),
    suffix: section!.content.slice(word.index + word[0].length, word.index + word[0].length + 32),
    start: word.index,
    end: word.index + word[0].length,
    color: 'yellow',
    note: 'my own thought',
  });
  expect(highlighted.status).toBe(201);
  const [card] = (await as('GET', '/api/review/due?tz=UTC')).json<Array<{ id: string }>>();
  expect((await as('POST', `/api/review/${card!.id}`, { grade: 'good' })).status).toBeLessThan(300);

  // A trial with a card, then the plan paid when it ends: a paid subscription at the double.
  const started = await as('POST', '/api/create-subscription');
  const { clientSecret } = started.json<{ clientSecret: string }>();
  const double = stack.stripeDouble!;
  const stripe = new Stripe('sk_test_gateway', double.sdkOptions);
  await stripe.setupIntents.confirm(clientSecret.split('_secret_')[0]!, {
    payment_method: 'pm_card_visa',
  });
  double.advanceClock(8 * 24 * 3600);
  await double.settled();
  await eventually(async () => {
    const me = (await as('GET', '/api/auth/user')).json<{ subscriptionStatus: string }>();
    return me.subscriptionStatus === 'active' ? true : undefined;
  }, 30_000);
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

  offsetMs = 7 * DAY_MS + 60_000;
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

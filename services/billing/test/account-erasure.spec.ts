import { IdentityEvents } from '@distill/contracts';
import { InboxEventServer } from '@distill/platform';
import { eventEnvelope, scanForPersonalData, tablesMissingFrom } from '@distill/platform/testing';
import { BILLING_MEMBER_DATA } from '../src/account-erasure/member-data.js';
import {
  allEventsProcessed,
  deliverEvent,
  member,
  queryBilling,
  START,
  startBilling,
  type BillingTestApp,
} from './billing-test-app.js';

let billing: BillingTestApp;

beforeAll(async () => {
  billing = await startBilling('account_erasure');
});
afterAll(() => billing.close());

const erasureOf = (userId: string) => eventEnvelope(IdentityEvents.UserErased, { userId });

/** Delivers every event the double recorded from `from` on, signed, and waits until applied. */
async function deliverStripeEvents(from: number): Promise<number> {
  const events = billing.double.events.slice(from);
  for (const event of events) await deliverEvent(billing, event);
  await allEventsProcessed(billing);
  return from + events.length;
}

async function subscriber() {
  const viewer = member();
  const { body } = await queryBilling(billing, viewer, START, { plan: 'monthly' });
  expect(body.errors).toBeUndefined();
  const remote = [...billing.double.subscriptions.values()].find(
    (sub) => sub.metadata.userId === viewer.id,
  )!;
  return { viewer, remote };
}

it('names every table of its database on the erasure list or says why it holds no member data', async () => {
  expect(await tablesMissingFrom(billing.dataSource, BILLING_MEMBER_DATA)).toEqual([]);
});

it('ends the Stripe subscription at once, deletes the customer, keeps only the invoice amounts, and a replay changes nothing', async () => {
  const leaving = await subscriber();
  const staying = await subscriber();
  const delivered = await deliverStripeEvents(0);
  const needles = [leaving.viewer.id, leaving.viewer.email];
  expect((await scanForPersonalData(billing.dataSource, needles)).length).toBeGreaterThan(0);
  const customerId = leaving.remote.customer;

  const inbox = billing.app.get(InboxEventServer);
  const event = erasureOf(leaving.viewer.id);
  expect(await inbox.deliver(event)).toBe(true);

  // Stripe: no further charge, no customer, nothing there names the member any more.
  expect(billing.double.subscriptions.get(leaving.remote.id)!.status).toBe('canceled');
  expect(billing.double.customers.has(customerId)).toBe(false);
  expect(JSON.stringify(billing.double.subscriptions.get(leaving.remote.id))).not.toContain(
    leaving.viewer.id,
  );
  // Billing: only accounting's row of the trial's invoice, with no one named.
  expect(await scanForPersonalData(billing.dataSource, needles)).toEqual([]);
  expect(
    await billing.dataSource.query(
      `SELECT stripe_invoice_id, amount_cents, currency FROM erased_invoice`,
    ),
  ).toEqual([
    { stripe_invoice_id: leaving.remote.latestInvoice, amount_cents: 0, currency: 'usd' },
  ]);

  // What Stripe sends about the ending (kept like every Stripe event: Stripe's ids, no one
  // named) finds no member to bring back.
  await deliverStripeEvents(delivered);
  expect(await scanForPersonalData(billing.dataSource, needles)).toEqual([]);
  const [{ accounts }] = await billing.dataSource.query(
    `SELECT count(*) AS accounts FROM billing_account WHERE stripe_customer_id = $1`,
    [customerId],
  );
  expect(Number(accounts)).toBe(0);

  expect(await inbox.deliver(event)).toBe(false);
  // A second erasure of the same member (another event) finds nothing left and asks Stripe safely.
  expect(await inbox.deliver(erasureOf(leaving.viewer.id))).toBe(true);

  // The other member keeps everything.
  expect(billing.double.subscriptions.get(staying.remote.id)!.status).toBe('trialing');
  const [{ n }] = await billing.dataSource.query(
    `SELECT count(*) AS n FROM subscription WHERE user_id = $1`,
    [staying.viewer.id],
  );
  expect(Number(n)).toBe(1);
});

it("exports the member's billing rows and their invoices' metadata, and nobody else's, for their data archive", async () => {
  const from = billing.double.events.length;
  const { viewer, remote } = await subscriber();
  const other = await subscriber();
  await deliverStripeEvents(from);
  const { body } = await queryBilling(billing, viewer, `query { myBillingData }`, {});
  expect(body.errors).toBeUndefined();
  const data = JSON.parse((body.data as { myBillingData: string }).myBillingData);
  expect(data).toMatchObject({ service: 'billing', memberId: viewer.id });
  // The same list as the erasure: a table added there is exported.
  expect(Object.keys(data.tables).sort()).toEqual(
    BILLING_MEMBER_DATA.memberTables.map(({ table }) => table).sort(),
  );
  expect(data.tables.billing_account).toEqual([expect.objectContaining({ user_id: viewer.id })]);
  expect(data.tables.subscription).toEqual([
    expect.objectContaining({ stripe_subscription_id: remote.id }),
  ]);
  expect(data.invoices).toEqual([
    expect.objectContaining({ id: remote.latestInvoice, amountPaidCents: 0, currency: 'usd' }),
  ]);
  expect(JSON.stringify(data)).not.toContain(other.viewer.id);
}, 120_000);

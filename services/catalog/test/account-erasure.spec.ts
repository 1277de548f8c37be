import { IdentityEvents } from '@distill/contracts';
import { InboxEventServer, OutboxEvent } from '@distill/platform';
import {
  createMember,
  eventEnvelope,
  scanForPersonalData,
  tablesMissingFrom,
} from '@distill/platform/testing';
import { CATALOG_MEMBER_DATA } from '../src/account-erasure/member-data.js';
import {
  type CatalogTestApp,
  createSummary,
  querySubgraph,
  startCatalog,
} from '../src/testing/index.js';

let catalog: CatalogTestApp;

beforeAll(async () => {
  catalog = await startCatalog('account_erasure');
});
afterAll(() => catalog.close());

const USE = `mutation($id: ID!, $zone: String!) {
  useFreePick(summaryId: $id, timeZone: $zone) { created }
}`;

const erasureOf = (userId: string) => eventEnvelope(IdentityEvents.UserErased, { userId });

async function memberWithAPick() {
  const member = createMember();
  const summary = await createSummary(catalog, { isPremium: true });
  const { body } = await querySubgraph(catalog, member, USE, {
    id: summary.id,
    zone: 'Europe/Berlin',
  });
  expect(body.errors).toBeUndefined();
  return member;
}

it('names every table of its database on the erasure list or says why it holds no member data', async () => {
  expect(await tablesMissingFrom(catalog.dataSource, CATALOG_MEMBER_DATA)).toEqual([]);
});

it("erases the member's free picks, time zone and pending events about them, once; others keep theirs", async () => {
  const leaving = await memberWithAPick();
  const staying = await memberWithAPick();
  const hitsOf = (id: string) => scanForPersonalData(catalog.dataSource, [id]);
  // The pick, the time zone and the outbox's free-pick event all name the member.
  expect((await hitsOf(leaving.id)).map((hit) => hit.table).sort()).toEqual([
    'free_pick',
    'member_time_zone',
    'outbox_event',
  ]);

  const inbox = catalog.app.get(InboxEventServer);
  const event = erasureOf(leaving.id);
  expect(await inbox.deliver(event)).toBe(true);
  expect(await hitsOf(leaving.id)).toEqual([]);
  expect((await hitsOf(staying.id)).length).toBe(3);
  expect(await inbox.deliver(event)).toBe(false);
  expect(await catalog.dataSource.getRepository(OutboxEvent).count()).toBeGreaterThan(0);
});

it("exports the member's free picks and time zone, and nobody else's, for their data archive", async () => {
  const member = await memberWithAPick();
  const other = await memberWithAPick();
  const { body } = await querySubgraph(catalog, member, `query { myCatalogData }`, {});
  expect(body.errors).toBeUndefined();
  const data = JSON.parse((body.data as { myCatalogData: string }).myCatalogData);
  expect(data).toMatchObject({ service: 'catalog', memberId: member.id });
  // The same list as the erasure: a table added there is exported.
  expect(Object.keys(data.tables).sort()).toEqual(
    CATALOG_MEMBER_DATA.memberTables.map(({ table }) => table).sort(),
  );
  expect(data.tables.free_pick).toEqual([
    expect.objectContaining({ member_id: member.id, time_zone: 'Europe/Berlin' }),
  ]);
  expect(data.tables.member_time_zone).toHaveLength(1);
  expect(JSON.stringify(data)).not.toContain(other.id);
});

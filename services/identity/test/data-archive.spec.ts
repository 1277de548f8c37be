import { zipSync } from 'fflate';
import { TestClock } from '@distill/platform/testing';
import {
  graphqlAs,
  type IdentityTestApp,
  type Member,
  reasonOf,
  registerMember,
  startIdentity,
  uniqueEmail,
} from './identity-test-app.js';
import { IDENTITY_MEMBER_DATA } from '../src/account-deletion/member-data.js';
import { DataArchiveService } from '../src/data-archive/data-archive.service.js';

/**
 * Identity's side of the data archive (issue 45): one archive at a time (409s), the zip handed
 * over by the gateway's job, read by its member only and only until DATA_ARCHIVE_LINK_DAYS have
 * passed (an injected clock), and identity's part of the archive from its erasure list.
 */
const DAY_MS = 24 * 3600 * 1000;
const clock = new TestClock();
let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity({}, clock);
});
afterAll(() => identity.close());

const FIELDS = 'id status expiresAt byteSize';
const CURRENT = `{ myDataArchive { ${FIELDS} } dataArchiveLinkDays }`;
const REQUEST = `mutation { requestDataArchive { ${FIELDS} } }`;
const STORE = `mutation ($id: ID!, $content: String!) { storeDataArchive(id: $id, content: $content) { ${FIELDS} } }`;
const CONTENT = `query ($id: ID!) { dataArchiveContent(id: $id) }`;
const IDENTITY_DATA = `{ myIdentityData }`;

const member = async () => (await registerMember(identity, uniqueEmail('archive'))).user;
const ask = (user: Member, query: string, variables: Record<string, unknown> = {}) =>
  graphqlAs(identity, user, query, variables);
const ZIP = Buffer.from(zipSync({ 'a.json': new TextEncoder().encode('{"a":1}') }));

it('keeps one archive at a time, hands it to its member only, and lets its link expire', async () => {
  const owner = await member();
  const other = await member();
  expect((await ask(owner, CURRENT)).data).toEqual({ myDataArchive: null, dataArchiveLinkDays: 7 });

  const requested = (await ask(owner, REQUEST)).data!.requestDataArchive;
  expect(requested).toMatchObject({ status: 'preparing', expiresAt: null });
  expect(reasonOf(await ask(owner, REQUEST))).toBe('DATA_ARCHIVE_ALREADY_PREPARING');

  // Only the member's own job can hand it over, and only a zip file.
  expect(
    reasonOf(await ask(other, STORE, { id: requested.id, content: ZIP.toString('base64') })),
  ).toBe('DATA_ARCHIVE_NOT_PREPARING');
  expect(reasonOf(await ask(owner, STORE, { id: requested.id, content: 'bm90IGEgemlw' }))).toBe(
    'DATA_ARCHIVE_INVALID_CONTENT',
  );
  const stored = await ask(owner, STORE, { id: requested.id, content: ZIP.toString('base64') });
  expect(stored.data!.storeDataArchive).toMatchObject({ status: 'ready', byteSize: ZIP.length });
  const linkLasts =
    new Date(stored.data!.storeDataArchive.expiresAt).getTime() - clock.now().getTime();
  expect(linkLasts).toBeGreaterThan(7 * DAY_MS - 60_000);
  expect(linkLasts).toBeLessThanOrEqual(7 * DAY_MS);
  // Handed over twice (a retried job): the second is told, nothing changes.
  expect(
    reasonOf(await ask(owner, STORE, { id: requested.id, content: ZIP.toString('base64') })),
  ).toBe('DATA_ARCHIVE_NOT_PREPARING');
  expect(reasonOf(await ask(owner, REQUEST))).toBe('DATA_ARCHIVE_ALREADY_READY');

  const content = await ask(owner, CONTENT, { id: requested.id });
  expect(Buffer.from(content.data!.dataArchiveContent, 'base64').equals(ZIP)).toBe(true);
  const theirs = await ask(other, CONTENT, { id: requested.id });
  expect(theirs.data).toBeNull();
  expect(theirs.errors![0]).toMatchObject({
    message: 'Archive not found',
    extensions: { code: 'NOT_FOUND' },
  });

  clock.advance(7 * DAY_MS);
  const expired = await ask(owner, CONTENT, { id: requested.id });
  expect(expired.errors![0]!.message).toBe(
    'This archive has expired; request a new one in Settings',
  );
  expect((await ask(owner, CURRENT)).data!.myDataArchive.status).toBe('expired');
  // The sweep drops the bytes; the record stays for the page.
  expect(await identity.app.get(DataArchiveService).dropExpiredContent()).toBeGreaterThan(0);
  const [row] = await identity.dataSource.query(`SELECT content FROM data_archive WHERE id = $1`, [
    requested.id,
  ]);
  expect(row.content).toBeNull();

  const again = (await ask(owner, REQUEST)).data!.requestDataArchive;
  expect(again.id).not.toBe(requested.id);
  expect(again.status).toBe('preparing');
});

it('counts an archive not ready in DATA_ARCHIVE_PREPARING_MINUTES as failed, and may be asked again', async () => {
  const owner = await member();
  const first = (await ask(owner, REQUEST)).data!.requestDataArchive;
  clock.advance(30 * 60 * 1000);
  expect((await ask(owner, CURRENT)).data!.myDataArchive).toMatchObject({
    id: first.id,
    status: 'failed',
  });
  expect((await ask(owner, REQUEST)).data!.requestDataArchive.id).not.toBe(first.id);
});

it("answers identity's part of the archive from its erasure list, without secrets", async () => {
  const owner = await member();
  await ask(owner, REQUEST);
  const data = JSON.parse((await ask(owner, IDENTITY_DATA)).data!.myIdentityData);
  expect(data).toMatchObject({ service: 'identity', memberId: owner.id });
  expect(Object.keys(data.tables).sort()).toEqual(
    IDENTITY_MEMBER_DATA.memberTables.map(({ table }) => table).sort(),
  );
  expect(data.tables.user_account).toEqual([
    expect.objectContaining({ id: owner.id, email: owner.email }),
  ]);
  expect(data.tables.user_account[0]).not.toHaveProperty('password_hash');
  expect(data.tables.session[0]).not.toHaveProperty('token_hash');
  expect(data.tables.data_archive[0]).not.toHaveProperty('content');
  expect(data.signInMethods).toEqual([expect.objectContaining({ kind: 'password' })]);
  expect(Object.keys(data.tablesByEmail).sort()).toEqual(['email_preview', 'pending_registration']);
  // A visitor has no data to ask for.
  const visitor = await identity.graphql<Record<string, any>>(IDENTITY_DATA, {});
  expect(visitor.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
});

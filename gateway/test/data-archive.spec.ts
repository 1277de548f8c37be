import { unzipSync, strFromU8 } from 'fflate';
import { TestClock } from '@distill/platform/testing';
import {
  call,
  eventually,
  type GatewayStack,
  readingCaughtUp,
  registerAndConfirm,
  startGatewayStack,
  uniqueEmail,
} from './gateway-stack.js';
import { memberWithData } from './member-with-data.js';

/**
 * Issue 45 item 1: a member with data in every service asks for their archive; the gateway's job
 * builds it as them, identity keeps it and e-mails the link; the zip holds each service's JSON
 * (with the member's rows) and the highlight exports. Another member gets a 404, a second request
 * a 409, and the link stops working once DATA_ARCHIVE_LINK_DAYS have passed (identity's clock).
 */
const DAY_MS = 24 * 3600 * 1000;
const clock = new TestClock();
let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack({
    withCatalog: true,
    seedCatalog: true,
    withBilling: true,
    withSmtp: true,
    identityClock: clock,
  });
  await readingCaughtUp(stack);
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

interface ArchiveAnswer {
  linkDays: number;
  archive: {
    id: string;
    status: string;
    expiresAt: string | null;
    downloadUrl: string | null;
    byteSize: number | null;
  } | null;
}

async function download(path: string, cookie: string) {
  const response = await fetch(`${stack.url}${path}`, { headers: { cookie } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

it('builds a member archive from every service, e-mails its link, serves it to them only, once at a time, until it expires', async () => {
  // Data in every service, made as a member makes it, with a trial at the Stripe double.
  const { email, userId, cookie, as, free, premium, quote, note } = await memberWithData(stack, {
    label: 'archive',
    note: 'a thought of my own for the archive',
  });

  // Nothing asked yet; visitors are refused.
  expect((await as('GET', '/api/account/data-archive')).json<ArchiveAnswer>()).toEqual({
    linkDays: 7,
    archive: null,
  });
  expect((await call(stack.url, 'GET', '/api/account/data-archive')).status).toBe(401);
  expect((await call(stack.url, 'POST', '/api/account/data-archive')).status).toBe(401);

  const requested = await as('POST', '/api/account/data-archive');
  expect(requested.status).toBe(202);
  const { archive } = requested.json<ArchiveAnswer>();
  expect(archive).toMatchObject({ status: 'preparing', downloadUrl: null });

  // A second request while it is being prepared, or ready, is a conflict.
  const second = await as('POST', '/api/account/data-archive');
  expect(second.status).toBe(409);
  expect(second.text).toMatch(/already being prepared|ready to download/);

  const ready = await eventually(async () => {
    const answer = (await as('GET', '/api/account/data-archive')).json<ArchiveAnswer>();
    return answer.archive?.status === 'ready' ? answer.archive : undefined;
  }, 60_000);
  expect(ready.id).toBe(archive!.id);
  expect(ready.downloadUrl).toBe(`/api/account/data-archive/${archive!.id}/download`);
  expect(new Date(ready.expiresAt!).getTime() - Date.now()).toBeGreaterThan(6 * DAY_MS);
  const third = await as('POST', '/api/account/data-archive');
  expect(third.status).toBe(409);
  expect(third.text).toMatch(/ready to download until/);

  // The e-mail carries the link.
  const mail = await stack.smtp!.mailTo(email, 'Your Distill data archive is ready');
  expect(mail).toContain(`http://localhost:3000${ready.downloadUrl}`);

  const { response, bytes } = await download(ready.downloadUrl!, cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="distill-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  expect(bytes.length).toBe(ready.byteSize);
  const files = unzipSync(bytes);
  expect(Object.keys(files).sort()).toEqual(
    [
      'README.md',
      'billing.json',
      'catalog.json',
      'highlights.csv',
      'highlights.md',
      'identity.json',
      'reading.json',
    ].map((name) => `distill-data/${name}`),
  );
  const json = (name: string) => JSON.parse(strFromU8(files[`distill-data/${name}.json`]!));
  const identity = json('identity');
  expect(identity.memberId).toBe(userId);
  expect(identity.tables.user_account).toEqual([expect.objectContaining({ id: userId, email })]);
  expect(identity.tables.user_account[0]).not.toHaveProperty('password_hash');
  expect(identity.tables.session.length).toBeGreaterThan(0);
  expect(identity.tables.session[0]).not.toHaveProperty('token_hash');
  expect(identity.signInMethods).toEqual([expect.objectContaining({ kind: 'password' })]);
  const catalog = json('catalog');
  expect(catalog.tables.free_pick).toEqual([
    expect.objectContaining({ member_id: userId, summary_id: premium.id }),
  ]);
  const reading = json('reading');
  expect(reading.tables.favorite).toEqual([
    expect.objectContaining({ member_id: userId, summary_id: free.id }),
  ]);
  expect(reading.tables.reading_progress).toEqual([
    expect.objectContaining({ summary_id: free.id }),
  ]);
  expect(reading.tables.highlight).toEqual([expect.objectContaining({ quote, note })]);
  expect(reading.tables.review_card).toHaveLength(1);
  expect(reading.tables.review_log.length).toBeGreaterThan(0);
  const billing = json('billing');
  expect(billing.tables.subscription).toEqual([
    expect.objectContaining({ user_id: userId, status: 'trialing' }),
  ]);
  expect(billing.tables.trial).toHaveLength(1);
  expect(billing.invoices.length).toBeGreaterThan(0);
  expect(strFromU8(files['distill-data/highlights.md']!)).toContain(note);
  expect(strFromU8(files['distill-data/highlights.csv']!)).toContain(quote);

  // Someone else's archive: not found, never the bytes; a visitor is asked to sign in.
  const other = await registerAndConfirm(stack.url, uniqueEmail('other'), { smtp: stack.smtp });
  const theirs = await download(ready.downloadUrl!, other.sessionCookie!);
  expect(theirs.response.status).toBe(404);
  expect(strFromU8(theirs.bytes)).toBe('Archive not found');
  expect((await download(ready.downloadUrl!, '')).response.status).toBe(401);
  // Those refusals changed nothing: the archive is still its member's, ready; the other has none.
  const othersArchive = await call(stack.url, 'GET', '/api/account/data-archive', {
    cookie: other.sessionCookie!,
  });
  expect(othersArchive.json<ArchiveAnswer>().archive).toBeNull();
  expect(
    (await as('GET', '/api/account/data-archive')).json<ArchiveAnswer>().archive,
  ).toMatchObject({ id: archive!.id, status: 'ready' });

  // Past DATA_ARCHIVE_LINK_DAYS the link no longer downloads, and a new archive may be asked.
  clock.advance(7 * DAY_MS + 60_000);
  const expired = await download(ready.downloadUrl!, cookie);
  expect(expired.response.status).toBe(404);
  expect(strFromU8(expired.bytes)).toBe('This archive has expired; request a new one in Settings');
  expect(
    (await as('GET', '/api/account/data-archive')).json<ArchiveAnswer>().archive,
  ).toMatchObject({ id: archive!.id, status: 'expired', downloadUrl: null });
  const again = await as('POST', '/api/account/data-archive');
  expect(again.status).toBe(202);
  expect(again.json<ArchiveAnswer>().archive!.id).not.toBe(archive!.id);
}, 240_000);

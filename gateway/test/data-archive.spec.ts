import Stripe from 'stripe';
import { unzipSync, strFromU8 } from 'fflate';
import {
  call,
  eventually,
  type GatewayStack,
  readingCaughtUp,
  registerAndConfirm,
  startGatewayStack,
  uniqueEmail,
} from './gateway-stack.js';

/**
 * Issue 45 item 1: a member with data in every service asks for their archive; the gateway's job
 * builds it as them, identity keeps it and e-mails the link; the zip holds each service's JSON
 * (with the member's rows) and the highlight exports. Another member gets a 404, a second request
 * a 409, and the link stops working once DATA_ARCHIVE_LINK_DAYS have passed (identity's clock).
 */
const DAY_MS = 24 * 3600 * 1000;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
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
  const published = (await call(stack.url, 'GET', '/api/summaries/published')).json<any[]>();
  const free = published.find((summary) => !summary.isPremium);
  const premium = published.find((summary) => summary.isPremium);
  const [section] = (await call(stack.url, 'GET', `/api/summaries/${free.id}/sections`)).json<
    Array<{ id: string; content: string }>
  >();

  const email = uniqueEmail('archive');
  const registered = await registerAndConfirm(stack.url, email, { smtp: stack.smtp });
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
  const note = 'a thought of my own for the archive';
  expect(
    (
      await as('POST', '/api/highlights', {
        summaryId: free.id,
        sectionId: section!.id,
        quote: word[0],
        prefix: section!.content.slice(Math.max(0, word.index - 32), word.index),
        suffix: section!.content.slice(
          word.index + word[0].length,
          word.index + word[0].length + 32,
        ),
        start: word.index,
        end: word.index + word[0].length,
        color: 'yellow',
        note,
      })
    ).status,
  ).toBe(201);
  const [card] = (await as('GET', '/api/review/due?tz=UTC')).json<Array<{ id: string }>>();
  expect((await as('POST', `/api/review/${card!.id}`, { grade: 'good' })).status).toBeLessThan(300);
  // A trial with a card at the Stripe double: a subscription and its $0 invoice.
  const started = await as('POST', '/api/create-subscription');
  const { clientSecret } = started.json<{ clientSecret: string }>();
  const double = stack.stripeDouble!;
  const stripe = new Stripe('sk_test_gateway', double.sdkOptions);
  await stripe.setupIntents.confirm(clientSecret.split('_secret_')[0]!, {
    payment_method: 'pm_card_visa',
  });
  await double.settled();
  await eventually(async () => {
    const me = (await as('GET', '/api/auth/user')).json<{ subscriptionStatus: string }>();
    return me.subscriptionStatus === 'trialing' ? true : undefined;
  }, 30_000);

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
  expect(reading.tables.highlight).toEqual([expect.objectContaining({ quote: word[0], note })]);
  expect(reading.tables.review_card).toHaveLength(1);
  expect(reading.tables.review_log.length).toBeGreaterThan(0);
  const billing = json('billing');
  expect(billing.tables.subscription).toEqual([
    expect.objectContaining({ user_id: userId, status: 'trialing' }),
  ]);
  expect(billing.tables.trial).toHaveLength(1);
  expect(billing.invoices.length).toBeGreaterThan(0);
  expect(strFromU8(files['distill-data/highlights.md']!)).toContain(note);
  expect(strFromU8(files['distill-data/highlights.csv']!)).toContain(word[0]);

  // Someone else's archive: not found, never the bytes; a visitor is asked to sign in.
  const other = await registerAndConfirm(stack.url, uniqueEmail('other'), { smtp: stack.smtp });
  const theirs = await download(ready.downloadUrl!, other.sessionCookie!);
  expect(theirs.response.status).toBe(404);
  expect(strFromU8(theirs.bytes)).toBe('Archive not found');
  expect((await download(ready.downloadUrl!, '')).response.status).toBe(401);

  // Past DATA_ARCHIVE_LINK_DAYS the link no longer downloads, and a new archive may be asked.
  offsetMs = 7 * DAY_MS + 60_000;
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

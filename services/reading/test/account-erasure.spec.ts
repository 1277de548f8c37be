import { randomUUID } from 'node:crypto';
import { CatalogEvents, IdentityEvents, type MemberViewer } from '@distill/contracts';
import {
  createMember,
  eventEnvelope,
  scanForPersonalData,
  tablesMissingFrom,
} from '@distill/platform/testing';
import { READING_MEMBER_DATA } from '../src/account-erasure/member-data.js';
import { ReviewEmailsService } from '../src/review-emails/review-emails.service.js';
import {
  createSection,
  createSummary,
  startReading,
  type ReadingTestApp,
} from '../src/testing/reading-test-app.js';

let reading: ReadingTestApp;

beforeAll(async () => {
  reading = await startReading('account_erasure');
});
afterAll(() => reading.close());

const TEXT = 'Habits are the compound interest of self-improvement.';

/** A member with a row in every table reading keeps for members, made the way members make them. */
async function memberWithEverything(): Promise<MemberViewer> {
  const member = createMember();
  const summary = await createSummary(reading, { isPremium: false });
  const section = await createSection(reading, summary.id, TEXT);
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await reading.graphql(member, query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  await run(`mutation($id: ID!) { addFavorite(summaryId: $id) { summaryId } }`, { id: summary.id });
  await run(
    `mutation($id: ID!) { recordReadingProgress(input: { summaryId: $id, progressPercentage: 100 }) { isCompleted } }`,
    { id: summary.id },
  );
  const start = TEXT.indexOf('compound interest');
  await run(`mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }`, {
    input: {
      summaryId: summary.id,
      sectionId: section.id,
      quote: 'compound interest',
      prefix: TEXT.slice(0, start),
      suffix: TEXT.slice(start + 17),
      start,
      end: start + 17,
      color: 'yellow',
      note: 'a note of mine',
    },
  });
  const due = await run(`query { reviewDue(timeZone: "UTC") { id } }`);
  await run(`mutation($id: ID!) { gradeReviewCard(cardId: $id, grade: good) { id } }`, {
    id: (due.reviewDue as Array<{ id: string }>)[0]!.id,
  });
  await run(
    `mutation { updateReviewSettings(input: { newCardsPerDay: 3, cardsPerDay: 9 }) { cardsPerDay } }`,
  );
  await run(
    `mutation { updateReaderSettings(input: { textSize: 4, lineSpacing: RELAXED, typeface: SERIF, theme: SEPIA }) { textSize } }`,
  );
  await run(
    `mutation { updateReviewEmailPreferences(input: { daily: true, weekly: true, sendAt: "07:30", timeZone: "UTC" }) { daily } }`,
  );
  // A daily review e-mail with its grade links, on a day the graded card is due again.
  await reading.app.get(ReviewEmailsService).sendDue(new Date('2099-01-01T08:00:00Z'));
  // The digest turned off again: a logged opt-out.
  await run(
    `mutation { updateReviewEmailPreferences(input: { daily: true, weekly: false, sendAt: "07:30", timeZone: "UTC" }) { daily } }`,
  );
  await reading.inbox.deliver(
    eventEnvelope(CatalogEvents.FreePickUsed, {
      memberId: member.id,
      summaryId: randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  );
  return member;
}

const erasureOf = (userId: string) => eventEnvelope(IdentityEvents.UserErased, { userId });

async function rowsOf(memberId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of READING_MEMBER_DATA.memberTables) {
    const [{ n }] = await reading.dataSource.query(
      `SELECT count(*) AS n FROM "${table}" WHERE "${column}" = $1`,
      [memberId],
    );
    counts[table] = Number(n);
  }
  return counts;
}

it('names every table of its database on the erasure list or says why it holds no member data', async () => {
  expect(await tablesMissingFrom(reading.dataSource, READING_MEMBER_DATA)).toEqual([]);
});

it("erases everything of the member, in one inbox transaction, and nobody else's; a replay changes nothing", async () => {
  const leaving = await memberWithEverything();
  const staying = await memberWithEverything();
  // Every listed table held something of the member, so the test below can fail.
  expect(Object.values(await rowsOf(leaving.id)).every((n) => n > 0)).toBe(true);

  const event = erasureOf(leaving.id);
  expect(await reading.inbox.deliver(event)).toBe(true);

  expect(await scanForPersonalData(reading.dataSource, [leaving.id])).toEqual([]);
  expect(Object.values(await rowsOf(staying.id)).every((n) => n > 0)).toBe(true);
  const stayingBefore = await rowsOf(staying.id);
  expect(await reading.inbox.deliver(event)).toBe(false);
  // Another event erasing the same member (a second request replayed) finds nothing to delete.
  expect(await reading.inbox.deliver(erasureOf(leaving.id))).toBe(true);
  expect(await rowsOf(staying.id)).toEqual(stayingBefore);
});

it("exports every listed table's rows of the member, and nobody else's, for their data archive", async () => {
  const member = await memberWithEverything();
  const other = await memberWithEverything();
  const answer = await reading.graphql(member, `query { myReadingData }`);
  expect(answer.errors).toBeUndefined();
  const data = JSON.parse((answer.data as { myReadingData: string }).myReadingData);
  expect(data).toMatchObject({ service: 'reading', memberId: member.id });
  // The same list as the erasure: a table added there is exported, with all of its rows.
  const counts = await rowsOf(member.id);
  expect(
    Object.fromEntries(
      Object.entries(data.tables as Record<string, unknown[]>).map(([t, rows]) => [t, rows.length]),
    ),
  ).toEqual(counts);
  expect(JSON.stringify(data)).not.toContain(other.id);
  expect(data.tables.highlight[0]).toMatchObject({
    quote: 'compound interest',
    note: 'a note of mine',
  });
  expect(data.tables.review_email_link[0]).not.toHaveProperty('token_hash');
});

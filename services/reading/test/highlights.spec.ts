import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  ANONYMOUS_VIEWER,
  CatalogEvents,
  HIGHLIGHT_COLORS,
  type MemberViewer,
  type SummarySnapshot,
} from '@distill/contracts';
import { createMember, createTestViewers, eventEnvelope } from '@distill/platform/testing';
import {
  createSection,
  createSummary,
  startReading,
  type ReadingTestApp,
} from '../src/testing/reading-test-app.js';
import { readerAnchorOf } from '../src/testing/text-anchor.js';

let reading: ReadingTestApp;
const viewers = createTestViewers();

beforeAll(async () => {
  reading = await startReading('highlights');
});
afterAll(() => reading.close());

const FIELDS = `id summaryId sectionId quote prefix suffix start end color note orphaned inReview
  book { id title author }`;
const CREATE = `mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateHighlightInput!) {
  updateHighlight(id: $id, input: $input) { ${FIELDS} }
}`;
const DELETE = `mutation($id: ID!) { deleteHighlight(id: $id) }`;
const LIST = `query($summaryId: ID, $color: HighlightColor, $limit: Int, $cursor: String) {
  highlights(summaryId: $summaryId, color: $color, limit: $limit, cursor: $cursor) {
    items { id quote note color } totalCount nextCursor
  }
}`;
const EXPORT = `query($format: HighlightExportFormat!, $summaryId: ID, $cursor: String, $origin: String) {
  highlightExportPage(format: $format, summaryId: $summaryId, cursor: $cursor, origin: $origin) {
    fileName contentType content nextCursor
  }
}`;

/** The whole export file, part by part as a download streams it, with the number of parts. */
async function exportOf(
  member: MemberViewer,
  variables: { format: string; summaryId?: string; origin?: string },
): Promise<{ fileName: string; contentType: string; content: string; parts: number }> {
  let cursor: string | null = null;
  let content = '';
  let parts = 0;
  let file: { fileName: string; contentType: string } | undefined;
  do {
    const answer: { data?: any; errors?: unknown } = await reading.graphql(member, EXPORT, {
      ...variables,
      cursor,
    });
    expect(answer.errors).toBeUndefined();
    const part: {
      fileName: string;
      contentType: string;
      content: string;
      nextCursor: string | null;
    } = answer.data!.highlightExportPage;
    file ??= { fileName: part.fileName, contentType: part.contentType };
    content += part.content;
    parts += 1;
    cursor = part.nextCursor;
  } while (cursor !== null);
  return { ...file!, content, parts };
}

const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  answer.errors?.[0]?.extensions?.code;
const messageOf = (answer: { errors?: Array<{ message: string }> }) => answer.errors?.[0]?.message;

const SECTION_TEXT =
  'Habits are the compound interest of self-improvement. Small changes often appear to make no difference until you cross a critical threshold.';

/** The selectors a reader sends for `quote` in SECTION_TEXT. */
const selectorsOf = (quote: string) => readerAnchorOf(SECTION_TEXT, quote);

/** A summary (free unless overridden) with one section of SECTION_TEXT, as the catalog announces them. */
async function summaryWithSection(overrides: Partial<SummarySnapshot> = {}) {
  const summary = await createSummary(reading, overrides);
  const section = await createSection(reading, summary.id, SECTION_TEXT);
  return { ...summary, sectionId: section.id };
}

/** Asks to highlight `compound interest` in yellow in the summary's section, unless overridden. */
const tryHighlight = (
  member: MemberViewer,
  summary: { id: string; sectionId: string },
  overrides: Record<string, unknown> = {},
) =>
  reading.graphql(member, CREATE, {
    input: {
      summaryId: summary.id,
      sectionId: summary.sectionId,
      ...selectorsOf('compound interest'),
      color: 'yellow',
      ...overrides,
    },
  });

async function highlight(
  member: MemberViewer,
  summary: { id: string; sectionId: string },
  overrides: Record<string, unknown> = {},
) {
  const answer = await tryHighlight(member, summary, overrides);
  expect(answer.errors).toBeUndefined();
  return answer.data!.createHighlight;
}

const listOf = async (member: MemberViewer, variables: Record<string, unknown> = {}) =>
  (await reading.graphql(member, LIST, variables)).data?.highlights;

describe('access', () => {
  it.each([
    ['highlights', LIST, {}],
    ['highlightExportPage', EXPORT, { format: 'csv' }],
    [
      'createHighlight',
      CREATE,
      {
        input: {
          summaryId: randomUUID(),
          sectionId: randomUUID(),
          ...selectorsOf('Habits'),
          color: 'pink',
        },
      },
    ],
    ['updateHighlight', UPDATE, { id: randomUUID(), input: { color: 'pink' } }],
    ['deleteHighlight', DELETE, { id: randomUUID() }],
  ])('refuses %s to a visitor', async (_name, query, variables) => {
    const answer = await reading.graphql(ANONYMOUS_VIEWER, query, variables);
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    expect(messageOf(answer)).toBe('Unauthorized');
  });

  it("stores exactly the contracts' colours: a colour added there needs its migration", async () => {
    const [check]: Array<{ definition: string }> = await reading.dataSource.query(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = 'highlight'::regclass AND pg_get_constraintdef(oid) LIKE '%color%'`,
    );
    const stored = [...check!.definition.matchAll(/'([a-z]+)'::text/g)].map((match) => match[1]);
    expect([...stored].sort()).toEqual([...HIGHLIGHT_COLORS].sort());
  });

  it('refuses a highlight on premium text to a member without Premium, and stores nothing', async () => {
    const premium = await summaryWithSection({ isPremium: true });
    const member = createMember();
    const answer = await tryHighlight(member, premium, { ...selectorsOf('Habits'), color: 'blue' });
    expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(messageOf(answer)).toBe('A Premium subscription is required for this summary');
    expect((await listOf(member)).totalCount).toBe(0);
    await highlight(viewers.subscriber, premium);
  });

  it('keeps a member’s highlights of a summary they can no longer read in full', async () => {
    const summary = await summaryWithSection({ isPremium: false });
    const member = createMember();
    const made = await highlight(member, summary, { note: 'mine' });
    await reading.inbox.deliver(
      eventEnvelope(CatalogEvents.SummaryUpdated, { summary: { ...summary, isPremium: true } }),
    );
    expect((await listOf(member)).items).toEqual([
      { id: made.id, quote: 'compound interest', note: 'mine', color: 'yellow' },
    ]);
    const updated = await reading.graphql(member, UPDATE, {
      id: made.id,
      input: { note: 'still mine' },
    });
    expect(updated.data?.updateHighlight.note).toBe('still mine');
  });

  it("never shows, changes or deletes another member's highlight (404)", async () => {
    const summary = await summaryWithSection();
    const owner = createMember();
    const made = await highlight(owner, summary, { note: 'private thought' });
    const intruder = createMember();
    expect((await listOf(intruder)).totalCount).toBe(0);
    expect((await listOf(intruder, { summaryId: summary.id })).items).toEqual([]);
    for (const answer of [
      await reading.graphql(intruder, UPDATE, { id: made.id, input: { color: 'pink' } }),
      await reading.graphql(intruder, DELETE, { id: made.id }),
      await reading.graphql(intruder, UPDATE, { id: 'not-a-uuid', input: { color: 'pink' } }),
    ]) {
      expect(codeOf(answer)).toBe('NOT_FOUND');
      expect(messageOf(answer)).toBe('Highlight not found');
    }
    const exported = await exportOf(intruder, { format: 'markdown' });
    expect(exported.content).not.toContain('compound interest');
    expect((await listOf(owner)).items[0]).toMatchObject({
      id: made.id,
      color: 'yellow',
      note: 'private thought',
    });
  });
});

describe('create, update, delete', () => {
  it('stores the selectors, colour and note, and answers the highlight with its book', async () => {
    const summary = await summaryWithSection({ title: 'Atomic Habits', author: 'James Clear' });
    const member = createMember();
    const made = await highlight(member, summary, {
      ...selectorsOf('Small changes'),
      color: 'green',
      note: '  Tiny gains.  ',
    });
    expect(made).toEqual({
      id: expect.any(String),
      summaryId: summary.id,
      sectionId: summary.sectionId,
      ...selectorsOf('Small changes'),
      color: 'green',
      note: 'Tiny gains.',
      orphaned: false,
      inReview: true,
      book: { id: summary.id, title: 'Atomic Habits', author: 'James Clear' },
    });

    const recoloured = await reading.graphql(member, UPDATE, {
      id: made.id,
      input: { color: 'pink' },
    });
    expect(recoloured.data?.updateHighlight).toMatchObject({ color: 'pink', note: 'Tiny gains.' });
    const noteRemoved = await reading.graphql(member, UPDATE, {
      id: made.id,
      input: { note: null, inReview: false },
    });
    expect(noteRemoved.data?.updateHighlight).toMatchObject({
      color: 'pink',
      note: null,
      inReview: false,
    });

    expect((await reading.graphql(member, DELETE, { id: made.id })).data?.deleteHighlight).toBe(
      made.id,
    );
    expect((await listOf(member)).totalCount).toBe(0);
    expect(codeOf(await reading.graphql(member, DELETE, { id: made.id }))).toBe('NOT_FOUND');
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a quote over 2,000 characters',
      { quote: 'a'.repeat(2001), start: 0, end: 2001 },
      'quote must be at most 2000 characters',
    ],
    [
      'a note over 5,000 characters',
      { note: 'n'.repeat(5001) },
      'note must be at most 5000 characters',
    ],
    [
      'a prefix over 32 characters',
      { prefix: 'p'.repeat(33) },
      'prefix must be at most 32 characters',
    ],
    ['an empty quote', { quote: '', start: 0, end: 0 }, 'quote is required'],
    [
      'offsets that do not span the quote',
      { start: 0, end: 3 },
      "end - start must equal the quote's length",
    ],
    ['a negative start', { start: -5, end: 12 }, 'start must be a whole number, 0 or more'],
    ['a malformed section id', { sectionId: 'section-1' }, 'sectionId is not a valid id'],
  ])('refuses %s with 400 and stores nothing', async (_label, overrides, message) => {
    const summary = await summaryWithSection();
    const member = createMember();
    const answer = await tryHighlight(member, summary, overrides);
    // BAD_USER_INPUT: the gateway's 400, with the message as the body.
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(messageOf(answer)).toBe(message);
    expect((await listOf(member)).totalCount).toBe(0);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown colour', { color: 'purple' }],
    ['control characters in the quote', { quote: 'compound\u0007interest' }],
    ['control characters in the note', { note: 'a\u0000b' }],
    ['a next-line character (U+0085) in the note', { note: 'a\u0085b' }],
  ])(
    'refuses %s at the edge with 400 and a message, storing nothing',
    async (_label, overrides) => {
      const summary = await summaryWithSection();
      const member = createMember();
      const answer = await tryHighlight(member, summary, overrides);
      expect(answer.status).toBe(400);
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(messageOf(answer)).toEqual(expect.any(String));
      expect((await listOf(member)).totalCount).toBe(0);
    },
  );

  it('answers 404 for an unknown summary', async () => {
    const answer = await tryHighlight(
      createMember(),
      { id: randomUUID(), sectionId: randomUUID() },
      { ...selectorsOf('Habits') },
    );
    expect(codeOf(answer)).toBe('NOT_FOUND');
  });
});

describe('the list', () => {
  it('filters by summary and colour, newest first, in pages', async () => {
    const member = createMember();
    const [first, second] = [await summaryWithSection(), await summaryWithSection()];
    const a = await highlight(member, first, {
      ...selectorsOf('Habits'),
      color: 'yellow',
      note: 'about 100% of it',
    });
    const b = await highlight(member, first, { ...selectorsOf('Small changes'), color: 'blue' });
    const c = await highlight(member, second, {
      ...selectorsOf('critical threshold'),
      color: 'blue',
      note: 'tipping point',
    });
    const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);

    expect(ids(await listOf(member))).toEqual([c.id, b.id, a.id]);
    expect(ids(await listOf(member, { summaryId: first.id }))).toEqual([b.id, a.id]);
    expect(ids(await listOf(member, { color: 'blue' }))).toEqual([c.id, b.id]);

    const page1 = await listOf(member, { limit: 2 });
    expect(page1).toMatchObject({ totalCount: 3, nextCursor: expect.any(String) });
    expect(ids(page1)).toEqual([c.id, b.id]);
    const page2 = await listOf(member, { limit: 2, cursor: page1.nextCursor });
    expect(page2).toMatchObject({ totalCount: 3, nextCursor: null });
    expect(ids(page2)).toEqual([a.id]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a malformed cursor', { cursor: 'not-a-cursor' }, 'cursor is malformed'],
    [
      'a forged cursor',
      { cursor: Buffer.from('["yesterday","x"]').toString('base64url') },
      'cursor is malformed',
    ],
    ['a limit out of range', { limit: 101 }, 'limit must be between 1 and 100'],
    ['a malformed summary id', { summaryId: 'abc' }, 'summaryId is not a valid id'],
  ])('answers 400 for %s', async (_label, variables, message) => {
    const answer = await reading.graphql(createMember(), LIST, variables);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(messageOf(answer)).toBe(message);
  });
});

describe('export', () => {
  const ORIGIN = 'https://distill.example';

  it('writes Markdown in book order and Readwise CSV with exactly the member’s quotes and notes', async () => {
    const member = createMember();
    const atomic = await summaryWithSection({ title: 'Atomic Habits', author: 'James Clear' });
    const deep = await summaryWithSection({ title: 'Deep Work', author: 'Cal Newport' });
    // A second section of Atomic Habits, placed before the first one afterwards.
    const later = await createSection(reading, atomic.id, SECTION_TEXT, {
      title: 'The Second Law',
      order: 2,
    });
    const h1 = await highlight(member, atomic, {
      ...selectorsOf('Habits'),
      note: 'Say "yes", then, slowly',
    });
    const h2 = await highlight(member, deep, { ...selectorsOf('Small changes') });
    const h3 = await highlight(member, atomic, { ...selectorsOf('critical threshold') });
    const h4 = await highlight(
      member,
      { id: atomic.id, sectionId: later.id },
      {
        ...selectorsOf('self-improvement'),
      },
    );
    await highlight(createMember(), atomic, { note: 'someone else' });
    await reading.inbox.deliver(
      eventEnvelope(CatalogEvents.SectionsReordered, {
        summaryId: atomic.id,
        sectionOrders: [
          { id: later.id, order: 1 },
          { id: atomic.sectionId, order: 2 },
        ],
      }),
    );

    const markdown = await exportOf(member, { format: 'markdown', origin: ORIGIN });
    const today = new Date().toISOString().slice(0, 10);
    expect(markdown.fileName).toBe(`distill-highlights-${today}.md`);
    expect(markdown.contentType).toBe('text/markdown; charset=utf-8');
    const link = (summaryId: string, query = '') => `${ORIGIN}/summary/${summaryId}${query}`;
    expect(markdown.content).toBe(
      [
        '# My Highlights',
        '## Atomic Habits',
        `*James Clear* · [Open in Distill](${link(atomic.id)})`,
        '### Section 1: The Second Law',
        `[Open this section](${link(atomic.id, `?section=${later.id}`)})`,
        '> self-improvement',
        '### Section 2: Section',
        `[Open this section](${link(atomic.id, `?section=${atomic.sectionId}`)})`,
        '> Habits',
        'Say "yes", then, slowly',
        '> critical threshold',
        '## Deep Work',
        `*Cal Newport* · [Open in Distill](${link(deep.id)})`,
        '### Section 1: Section',
        `[Open this section](${link(deep.id, `?section=${deep.sectionId}`)})`,
        '> Small changes',
      ].join('\n\n') + '\n',
    );

    const csv = await exportOf(member, { format: 'csv', origin: ORIGIN });
    expect(csv.fileName).toBe(`distill-highlights-${today}.csv`);
    expect(csv.contentType).toBe('text/csv; charset=utf-8');
    const date = (row: { id: string }) => dateOf(member, row.id);
    const at = (summaryId: string, row: { id: string }) => link(summaryId, `?highlight=${row.id}`);
    const place = (section: number, quote: string) =>
      `Section ${section}, character ${SECTION_TEXT.indexOf(quote) + 1}`;
    // Every field quoted (RFC 4180), as the CSV library writes it; newest first.
    expect(csv.content).toBe(
      [
        '"Highlight","Title","Author","URL","Note","Location","Date"',
        `"self-improvement","Atomic Habits","James Clear","${at(atomic.id, h4)}","","${place(1, 'self-improvement')}","${await date(h4)}"`,
        `"critical threshold","Atomic Habits","James Clear","${at(atomic.id, h3)}","","${place(2, 'critical threshold')}","${await date(h3)}"`,
        `"Small changes","Deep Work","Cal Newport","${at(deep.id, h2)}","","${place(1, 'Small changes')}","${await date(h2)}"`,
        `"Habits","Atomic Habits","James Clear","${at(atomic.id, h1)}","Say ""yes"", then, slowly","${place(2, 'Habits')}","${await date(h1)}"`,
      ].join('\r\n') + '\r\n',
    );

    const oneBook = await exportOf(member, { format: 'markdown', summaryId: deep.id });
    expect(oneBook.fileName).toBe(`distill-highlights-deep-work-${today}.md`);
    expect(oneBook.content).toBe(
      [
        '# My Highlights',
        '## Deep Work',
        `*Cal Newport* · [Open in Distill](/summary/${deep.id})`,
        '### Section 1: Section',
        `[Open this section](/summary/${deep.id}?section=${deep.sectionId})`,
        '> Small changes',
      ].join('\n\n') + '\n',
    );
  });

  it.each([
    ['a javascript: address', 'javascript:alert(1)'],
    ['an address with a query', 'https://distill.example/?x=1'],
    ['an address with credentials', 'https://user:secret@distill.example'],
    ['no address', 'distill.example'],
  ])('refuses %s as the links’ origin with 400', async (_label, origin) => {
    const answer = await reading.graphql(createMember(), EXPORT, { format: 'csv', origin });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(messageOf(answer)).toBe(
      'origin must be an http or https address without query or fragment',
    );
  });

  it('pages a long export: every highlight once, in order (the CSV to the microsecond)', async () => {
    const member = createMember();
    const walden = await createSummary(reading, { title: 'Walden', author: 'Henry David Thoreau' });
    const meditations = await createSummary(reading, {
      title: 'Meditations',
      author: 'Marcus Aurelius',
    });
    // 600 rows (three parts of 250 and less), two by two at the same microsecond: ties are
    // decided by id, and a cursor rounded to milliseconds would skip or repeat rows.
    await reading.dataSource.query(
      `INSERT INTO highlight (member_id, summary_id, section_id, quote, prefix, suffix,
         start_offset, end_offset, color, orphaned, in_review, created_at, updated_at)
       SELECT $1, CASE WHEN n % 3 = 0 THEN $2::uuid ELSE $3::uuid END, gen_random_uuid(),
         'quote ' || n, '', '', 0, 1, 'yellow', false, false,
         TIMESTAMPTZ '2026-11-01 00:00:00.000001+00' + (n / 2) * INTERVAL '1.000007 second', now()
       FROM generate_series(1, 600) AS n`,
      [member.id, walden.id, meditations.id],
    );
    const newestFirst: Array<{ quote: string; summary_id: string }> =
      await reading.dataSource.query(
        `SELECT quote, summary_id FROM highlight WHERE member_id = $1
         ORDER BY created_at DESC, id DESC`,
        [member.id],
      );
    const quotesOf = (summaryId?: string) =>
      newestFirst
        .filter((row) => !summaryId || row.summary_id === summaryId)
        .map((row) => row.quote);

    const csv = await exportOf(member, { format: 'csv' });
    expect(csv.parts).toBe(3);
    const [header, ...rows] = parse(csv.content) as string[][];
    expect(header![0]).toBe('Highlight');
    expect(rows.map((row) => row[0])).toEqual(quotesOf());

    // The Markdown in book order: these sections are unknown to reading (no place), so by id.
    const markdown = await exportOf(member, { format: 'markdown' });
    expect(markdown.parts).toBe(3);
    expect(markdown.content.match(/^## .*$/gm)).toEqual(['## Meditations', '## Walden']);
    const inBookOrder: Array<{ quote: string }> = await reading.dataSource.query(
      `SELECT quote FROM highlight WHERE member_id = $1
       ORDER BY summary_id = $2 DESC, section_id, start_offset, id`,
      [member.id, meditations.id],
    );
    expect([...markdown.content.matchAll(/^> (.*)$/gm)].map((match) => match[1])).toEqual(
      inBookOrder.map((row) => row.quote),
    );
  });

  it('refuses an unknown format with 400', async () => {
    const answer = await reading.graphql(createMember(), EXPORT, { format: 'pdf' });
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
  });
});

/** A highlight's creation time as the CSV writes it (UTC, seconds). */
async function dateOf(member: MemberViewer, id: string): Promise<string> {
  const answer = await reading.graphql(
    member,
    `{ highlights(limit: 100) { items { id createdAt } } }`,
  );
  const row = answer.data!.highlights.items.find((item: { id: string }) => item.id === id);
  return String(row.createdAt).replace('T', ' ').slice(0, 19);
}

describe('re-anchoring when an admin edits a section', () => {
  it('follows a moved sentence and keeps a deleted one as no longer found, quote and all', async () => {
    const summary = await summaryWithSection();
    const member = createMember();
    const { sectionId } = summary;
    const moving = await highlight(member, summary, {
      ...selectorsOf('Small changes often appear'),
    });
    const deleted = await highlight(member, summary, {
      ...selectorsOf('the compound interest of self-improvement'),
    });
    const section = { id: sectionId, summaryId: summary.id, title: 'One', order: 1 };
    const edited =
      'A new first sentence. Small changes often appear to make no difference until later.';

    await reading.inbox.deliver(
      eventEnvelope(CatalogEvents.SectionUpdated, { section, content: edited }),
    );
    const positions = `{ highlights { items { id quote start end orphaned } } }`;
    const after = (await reading.graphql(member, positions)).data?.highlights.items;
    expect(after).toEqual([
      {
        id: deleted.id,
        quote: 'the compound interest of self-improvement',
        start: deleted.start,
        end: deleted.end,
        orphaned: true,
      },
      { id: moving.id, quote: 'Small changes often appear', start: 22, end: 48, orphaned: false },
    ]);
    expect(edited.slice(22, 48)).toBe('Small changes often appear');

    // An older edit arriving late changes nothing.
    await reading.inbox.deliver(
      eventEnvelope(
        CatalogEvents.SectionUpdated,
        { section, content: SECTION_TEXT },
        new Date(Date.now() - 60_000),
      ),
    );
    expect((await reading.graphql(member, positions)).data?.highlights.items).toEqual(after);

    await reading.inbox.deliver(
      eventEnvelope(CatalogEvents.SectionDeleted, {
        sectionId,
        summaryId: summary.id,
        sectionOrders: [],
      }),
    );
    const gone = (await reading.graphql(member, positions)).data?.highlights.items;
    expect(
      gone.map((item: { orphaned: boolean; quote: string }) => [item.quote, item.orphaned]),
    ).toEqual([
      ['the compound interest of self-improvement', true],
      ['Small changes often appear', true],
    ]);
  });
});

describe('a highlight reveals nothing of text the member may not read (issue 40, item 2)', () => {
  const PREMIUM_TEXT = 'The locked paragraph: only subscribers read these exact words.';
  const positions = `{ highlights(limit: 100) { items { id quote start end orphaned } } }`;

  it('re-anchors no guess filed under another summary before sections were checked: all are only orphaned', async () => {
    const free = await createSummary(reading);
    const premium = await createSummary(reading, { isPremium: true });
    const member = createMember();
    const sectionId = randomUUID();
    // The probe: one-character guesses at offsets of a premium section the member cannot read,
    // filed under a summary they can, as rows written while creation took any section.
    await reading.dataSource.query(
      `INSERT INTO highlight (member_id, summary_id, section_id, quote, prefix, suffix,
         start_offset, end_offset, color, orphaned, in_review, created_at, updated_at)
       SELECT $1, $2, $3, guess.quote, '', '', guess.start, guess.start + 1, 'yellow', false,
         false, now(), now()
       FROM (VALUES ('l', 4), ('x', 4), ('o', 5), ('q', 5)) AS guess (quote, start)`,
      [member.id, free.id, sectionId],
    );
    expect(PREMIUM_TEXT.slice(4, 6)).toBe('lo');
    const guesses = (await reading.graphql(member, positions)).data?.highlights.items;
    expect(guesses).toHaveLength(4);

    const section = { id: sectionId, summaryId: premium.id, title: 'Locked', order: 1 };
    await reading.inbox.deliver(
      eventEnvelope(CatalogEvents.SectionUpdated, { section, content: PREMIUM_TEXT }),
    );

    const after = (await reading.graphql(member, positions)).data?.highlights.items;
    expect(after).toEqual(
      guesses.map((guess: Record<string, unknown>) => ({ ...guess, orphaned: true })),
    );
  });

  it('refuses a section the catalog never announced for the summary, storing nothing', async () => {
    const summary = await createSummary(reading);
    const member = createMember();
    const answer = await tryHighlight(member, { id: summary.id, sectionId: randomUUID() });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(messageOf(answer)).toBe('sectionId is not a section of this summary');
    expect((await listOf(member)).totalCount).toBe(0);
  });

  it('refuses a never-edited section of another summary, the same for any quote', async () => {
    const free = await createSummary(reading);
    const premium = await createSummary(reading, { isPremium: true });
    const section = await createSection(reading, premium.id, PREMIUM_TEXT);
    const member = createMember();
    const attempt = (quote: string, start: number) =>
      reading.graphql(member, CREATE, {
        input: {
          summaryId: free.id,
          sectionId: section.id,
          quote,
          start,
          end: start + quote.length,
          color: 'yellow',
        },
      });
    const right = await attempt('locked', 4);
    const wrong = await attempt('xxxxxx', 4);
    for (const answer of [right, wrong]) {
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(messageOf(answer)).toBe('sectionId is not a section of this summary');
    }
    expect((await listOf(member)).totalCount).toBe(0);
  });

  it('checks the quote against a never-edited section the member reads: at its offsets, or moved there', async () => {
    const summary = await createSummary(reading);
    const section = await createSection(reading, summary.id, SECTION_TEXT);
    const member = createMember();
    const create = (fields: Record<string, unknown>) =>
      reading.graphql(member, CREATE, {
        input: { summaryId: summary.id, sectionId: section.id, color: 'blue', ...fields },
      });

    const invented = await create({ quote: 'not in the text', start: 0, end: 15 });
    expect(codeOf(invented)).toBe('BAD_USER_INPUT');
    expect(messageOf(invented)).toBe('quote is not in the section');
    expect((await listOf(member)).totalCount).toBe(0);

    // Offsets a few characters off (the reader counted line breaks differently): found nearby,
    // stored where the text holds it, with the text's own context.
    const expected = selectorsOf('compound interest');
    const shifted = await create({
      quote: 'compound interest',
      prefix: 'forged context',
      suffix: '',
      start: expected.start + 3,
      end: expected.end + 3,
    });
    expect(shifted.errors).toBeUndefined();
    expect(shifted.data?.createHighlight).toMatchObject({ ...expected, orphaned: false });
  });
});

describe('bidirectional controls in notes (issue 40, item 9)', () => {
  it.each<[string, string]>([
    ['a right-to-left override', 'gnp.exe\u202Etxt'],
    ['a right-to-left isolate', 'a\u2067b\u2069c'],
    ['a right-to-left mark', 'a\u200Fb'],
  ])('refuses %s on create and on update with 400, changing nothing', async (_label, note) => {
    const summary = await summaryWithSection();
    const member = createMember();
    const refused = await tryHighlight(member, summary, { ...selectorsOf('Habits'), note });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(messageOf(refused)).toBe('note must not contain control characters');
    expect((await listOf(member)).totalCount).toBe(0);

    const made = await highlight(member, summary, { note: 'kept' });
    const update = await reading.graphql(member, UPDATE, { id: made.id, input: { note } });
    expect(messageOf(update)).toBe('note must not contain control characters');
    expect((await listOf(member)).items[0].note).toBe('kept');
  });
});

describe('per-member limits (issue 40, item 5)', () => {
  /** Files `count` highlights for the member at once, each with a note of `noteLength`. */
  async function fileHighlights(
    member: MemberViewer,
    summaryId: string,
    count: number,
    noteLength = 0,
  ) {
    await reading.dataSource.query(
      `INSERT INTO highlight (member_id, summary_id, section_id, quote, prefix, suffix,
         start_offset, end_offset, color, note, orphaned, in_review, created_at, updated_at)
       SELECT $1, $2, gen_random_uuid(), 'Habits', '', '', 0, 6, 'yellow',
         CASE WHEN $4::int > 0 THEN repeat('n', $4::int) END, false, false, now(), now()
       FROM generate_series(1, $3::int)`,
      [member.id, summaryId, count, noteLength],
    );
  }

  it('keeps at most 5,000 highlights a member: then 409 with a message, storing nothing', async () => {
    const summary = await summaryWithSection();
    const member = createMember();
    await fileHighlights(member, summary.id, 4_999);
    await highlight(member, summary);
    const refused = await tryHighlight(member, summary, {
      ...selectorsOf('Habits'),
      color: 'pink',
    });
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(messageOf(refused)).toBe(
      'A member keeps at most 5000 highlights: delete some to add more',
    );
    expect((await listOf(member)).totalCount).toBe(5_000);
  });

  it('keeps at most 1,000,000 characters of notes a member, on create and on update', async () => {
    const summary = await summaryWithSection();
    const member = createMember();
    await fileHighlights(member, summary.id, 200, 5_000); // 1,000,000 characters
    const bare = await highlight(member, summary); // no note: always room
    const message = 'A member keeps at most 1000000 characters of notes: shorten or delete some';
    const withNote = await tryHighlight(member, summary, {
      ...selectorsOf('Habits'),
      color: 'pink',
      note: 'one more thought',
    });
    expect(codeOf(withNote)).toBe('CONFLICT');
    expect(messageOf(withNote)).toBe(message);
    const noted = await reading.graphql(member, UPDATE, { id: bare.id, input: { note: 'x' } });
    expect(codeOf(noted)).toBe('CONFLICT');
    expect(messageOf(noted)).toBe(message);
    expect((await listOf(member)).totalCount).toBe(201);

    // Shortening a note makes room for exactly that much.
    const [long] = await reading.dataSource.query(
      `SELECT id FROM highlight WHERE member_id = $1 AND note IS NOT NULL LIMIT 1`,
      [member.id],
    );
    const shortened = await reading.graphql(member, UPDATE, {
      id: long.id,
      input: { note: 'n'.repeat(4_990) },
    });
    expect(shortened.errors).toBeUndefined();
    const fits = await reading.graphql(member, UPDATE, {
      id: bare.id,
      input: { note: 'ten chars!' },
    });
    expect(fits.data?.updateHighlight.note).toBe('ten chars!');
  });

  it('takes at most 60 highlight writes a minute from a member: then 429 with Retry-After', async () => {
    const summary = await summaryWithSection();
    const member = createMember();
    const first = await highlight(member, summary);
    const second = await highlight(member, summary);
    expect(
      (await reading.graphql(member, UPDATE, { id: first.id, input: { color: 'blue' } })).errors,
    ).toBeUndefined();
    expect((await reading.graphql(member, DELETE, { id: second.id })).errors).toBeUndefined();
    // Writes 1-4 above, 5-60 here.
    for (let write = 5; write <= 60; write += 1) await highlight(member, summary);

    const refused = await tryHighlight(member, summary, {
      ...selectorsOf('Habits'),
      color: 'pink',
    });
    expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect(messageOf(refused)).toBe(
      'Too many changes to highlights: at most 60 a minute. Try again shortly.',
    );
    const retryAfter = refused.errors![0]!.extensions!.retryAfterSeconds as number;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await listOf(member)).totalCount).toBe(57);
    // Another member is not held back.
    await highlight(createMember(), summary);
  });
});

describe("a summary's sections announced together", () => {
  it('applies every section event of one summary at once, the places of the last one holding', async () => {
    const summary = await createSummary(reading);
    const sections = Array.from({ length: 8 }, (_, index) => ({
      id: randomUUID(),
      summaryId: summary.id,
      title: `Part ${index + 1}`,
      order: index + 1,
    }));
    const announce = (placeOf: (index: number) => number) =>
      Promise.all(
        sections.map((section, index) =>
          reading.inbox.deliver(
            eventEnvelope(CatalogEvents.SectionCreated, {
              section: { ...section, order: placeOf(index) },
              content: `${SECTION_TEXT} (${section.title})`,
              sectionOrders: sections.map((other, at) => ({ id: other.id, order: placeOf(at) })),
            }),
          ),
        ),
      );
    // The catalog's announcement of each section, then once more in reverse order: every event
    // writes its row and renumbers the others (the second time, rows that all exist).
    expect(await announce((index) => index + 1)).toEqual(sections.map(() => true));
    expect(await announce((index) => sections.length - index)).toEqual(sections.map(() => true));

    const rows: Array<{ section_id: string; position: number }> = await reading.dataSource.query(
      `SELECT section_id, position FROM section_text WHERE summary_id = $1 ORDER BY position`,
      [summary.id],
    );
    expect(rows.map((row) => row.section_id)).toEqual(sections.map(({ id }) => id).reverse());
  });
});

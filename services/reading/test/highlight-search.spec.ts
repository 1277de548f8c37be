import { ANONYMOUS_VIEWER, type MemberViewer } from '@distill/contracts';
import { RETRY_AFTER_SECONDS } from '@distill/platform';
import { createMember, testsRunEmbedded } from '@distill/platform/testing';
import {
  createSection,
  createSummary,
  startReading,
  type ReadingTestApp,
} from '../src/testing/reading-test-app.js';

/** Search within one's highlights and notes (issue 47, item 3), over PostgreSQL and embedded. */
let reading: ReadingTestApp;

beforeAll(async () => {
  reading = await startReading('highlight-search');
});
afterAll(() => reading.close());

const SEARCH = `query($q: String!, $first: Int, $after: String, $summaryId: ID, $color: HighlightColor) {
  highlightSearch(q: $q, first: $first, after: $after, summaryId: $summaryId, color: $color) {
    edges { node { id quote note color book { title } } quoteSnippet noteSnippet rank }
    pageInfo { hasNextPage endCursor }
  }
}`;
const CREATE = `mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }`;

const TEXT =
  'Habits are the compound interest of self-improvement. The stoic keeps calm when fortune turns. ' +
  'Interest grows slowly, then compound growth surprises everyone. A journal records each small win.';

interface Answer {
  data?: {
    highlightSearch: {
      edges: Array<{
        node: { id: string; quote: string; note: string | null; color: string };
        quoteSnippet: string;
        noteSnippet: string | null;
        rank: number;
      }>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

const searchAs = async (member: MemberViewer, variables: Record<string, unknown>) =>
  (await reading.graphql(member, SEARCH, variables)) as Answer;

/** The quotes found for `q`, best first. */
async function quotesFor(member: MemberViewer, q: string, more: Record<string, unknown> = {}) {
  const answer = await searchAs(member, { q, ...more });
  expect(answer.errors).toBeUndefined();
  return answer.data!.highlightSearch.edges.map((edge) => edge.node.quote);
}

async function highlight(
  member: MemberViewer,
  book: { id: string; sectionId: string },
  quote: string,
  more: { note?: string; color?: string } = {},
): Promise<string> {
  const start = TEXT.indexOf(quote);
  const answer = await reading.graphql(member, CREATE, {
    input: {
      summaryId: book.id,
      sectionId: book.sectionId,
      quote,
      start,
      end: start + quote.length,
      color: more.color ?? 'yellow',
      note: more.note ?? null,
    },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createHighlight.id as string;
}

async function book(title: string) {
  const summary = await createSummary(reading, { title });
  const section = await createSection(reading, summary.id, TEXT);
  return { id: summary.id, sectionId: section.id };
}

const member = createMember();
const stranger = createMember();
let atomic: { id: string; sectionId: string };
let meditations: { id: string; sectionId: string };

beforeAll(async () => {
  atomic = await book('Atomic Habits');
  meditations = await book('Meditations');
  await highlight(member, atomic, 'Habits are the compound interest of self-improvement', {
    note: 'Tiny gains add up, like a snowball rolling downhill.',
  });
  await highlight(member, atomic, 'Interest grows slowly, then compound growth', {
    color: 'green',
  });
  await highlight(member, meditations, 'The stoic keeps calm when fortune turns', {
    note: 'Seneca says the same about <fortune> & luck.',
    color: 'blue',
  });
  await highlight(member, meditations, 'A journal records each small win');
  await highlight(stranger, meditations, 'The stoic keeps calm', {
    note: 'A snowball of my own, and a secret.',
  });
});

describe('search within one’s highlights and notes', () => {
  it.each([
    // Only the note says it (stemmed: "snowballs" finds "snowball").
    { q: 'snowballs', found: ['Habits are the compound interest of self-improvement'] },
    // The phrase in that order only; the words apart match both "compound" quotes.
    { q: '"compound interest"', found: ['Habits are the compound interest of self-improvement'] },
    { q: 'compound interest', count: 2 },
    // `-` excludes a word of the quote or the note.
    { q: 'compound -snowball', found: ['Interest grows slowly, then compound growth'] },
    { q: 'stoic or journal', count: 2 },
    // The stranger's note says "secret"; the member's never do.
    { q: 'secret', found: [] },
    // Operators and stop words alone name no word: nothing, never an error.
    { q: '-', found: [] },
    { q: '""', found: [] },
    { q: 'or', found: [] },
    { q: 'the and of', found: [] },
    { q: '!!! (((', found: [] },
  ])('"$q" finds $found', async ({ q, found, count }) => {
    const quotes = await quotesFor(member, q);
    if (found) expect(quotes).toEqual(found);
    if (count !== undefined) expect(quotes).toHaveLength(count);
  });

  it('ranks a word in the quote above the same word only in a note', async () => {
    const quotes = await quotesFor(member, 'fortune');
    expect(quotes).toEqual(['The stoic keeps calm when fortune turns']);
    await highlight(member, atomic, 'A journal records each small win', {
      note: 'Fortune favours the prepared.',
    });
    expect(await quotesFor(member, 'fortune')).toEqual([
      'The stoic keeps calm when fortune turns',
      'A journal records each small win',
    ]);
  });

  it('marks the words in escaped snippets of the quote and of the note', async () => {
    const { edges } = (await searchAs(member, { q: 'fortune stoic' })).data!.highlightSearch;
    expect(edges[0]).toMatchObject({
      quoteSnippet: 'The <mark>stoic</mark> keeps calm when <mark>fortune</mark> turns',
      noteSnippet: 'Seneca says the same about &lt;<mark>fortune</mark>&gt; &amp; luck.',
    });
    const [plain] = (await searchAs(member, { q: 'compound growth' })).data!.highlightSearch.edges;
    expect(plain).toMatchObject({
      quoteSnippet: 'Interest grows slowly, then <mark>compound</mark> <mark>growth</mark>',
      noteSnippet: null,
    });
  });

  it('finds only the member’s own highlights, whoever searches', async () => {
    expect(await quotesFor(stranger, 'snowball')).toEqual(['The stoic keeps calm']);
    expect(await quotesFor(createMember(), 'stoic')).toEqual([]);
  });

  it('filters by book and colour like the list', async () => {
    expect(await quotesFor(member, 'compound or stoic', { summaryId: meditations.id })).toEqual([
      'The stoic keeps calm when fortune turns',
    ]);
    expect(await quotesFor(member, 'compound', { color: 'green' })).toEqual([
      'Interest grows slowly, then compound growth',
    ]);
  });

  it('pages with a cursor: every match once, best first', async () => {
    const reader = createMember();
    const made = [];
    for (const quote of [
      'Habits are the compound interest',
      'compound interest of self-improvement',
      'Interest grows slowly',
      'then compound growth',
      'compound growth surprises everyone',
    ]) {
      made.push(await highlight(reader, atomic, quote));
    }
    const all = (await searchAs(reader, { q: 'compound or interest', first: 50 })).data!
      .highlightSearch.edges;
    expect(all.map((edge) => edge.node.id).sort()).toEqual([...made].sort());
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Answer = await searchAs(reader, { q: 'compound or interest', first: 2, after });
      expect(page.errors).toBeUndefined();
      const { edges, pageInfo } = page.data!.highlightSearch;
      seen.push(...edges.map((edge) => edge.node.id));
      expect(pageInfo.hasNextPage).toBe(pageInfo.endCursor !== null);
      after = pageInfo.endCursor;
      pages += 1;
    } while (after !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((edge) => edge.node.id));
  });

  it.each([
    { what: '5,000 characters', q: 'habit '.repeat(834).slice(0, 5_000), message: /at most 200/ },
    { what: 'nothing', q: '   ', message: /Type something/ },
    { what: 'a control character', q: 'stoic\u0007', message: /control characters/ },
    { what: 'NUL', q: 'sto\u0000ic', message: /control characters/ },
    { what: 'a lone surrogate', q: 'stoic \uD800', message: /well-formed Unicode/ },
    { what: 'two lines', q: 'stoic\nhabits', message: /single line|control characters/ },
    { what: 'a forged cursor', q: 'stoic', after: 'bm90IGEgY3Vyc29y', message: /not a cursor/ },
    { what: 'too many', q: 'stoic', first: 51, message: /between 1 and 50/ },
    { what: 'a bad book id', q: 'stoic', summaryId: 'nope', message: /not a valid id/ },
  ])('refuses $what with a clear 400', async ({ q, message, ...more }) => {
    const answer = await searchAs(member, { q, ...more });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(message);
  });

  it('is for members only', async () => {
    const answer = (await reading.graphql(ANONYMOUS_VIEWER, SEARCH, { q: 'stoic' })) as Answer;
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

(testsRunEmbedded() ? describe.skip : describe)('a search the database cannot answer', () => {
  // Embedded, every connection shares one PGlite session: no second one can hold a lock.
  it('is cut short by the statement timeout with a 503 and a retry time, not left waiting', async () => {
    const blocker = reading.dataSource.createQueryRunner();
    await blocker.startTransaction();
    try {
      await blocker.query('LOCK TABLE highlight IN ACCESS EXCLUSIVE MODE');
      const answer = await searchAs(member, { q: 'stoic' });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
      expect(answer.errors?.[0]?.message).toMatch(/taking too long/);
    } finally {
      await blocker.rollbackTransaction();
      await blocker.release();
    }
    expect(await quotesFor(member, 'stoic')).toEqual(['The stoic keeps calm when fortune turns']);
  });
});

import { randomUUID } from 'node:crypto';
import { ANONYMOUS_VIEWER, type PartnerViewer, type Viewer } from '@distill/contracts';
import { EventPublisher } from '@distill/platform';
import { createMember, testsRunEmbedded } from '@distill/platform/testing';
import { FreePicks } from '../src/free-picks/free-picks.service.js';
import { SearchService, TYPED_QUERY_SQL } from '../src/search/search.service.js';
import { seedCatalog } from '../src/seed/catalog-seeder.js';
import { loadSeedContent } from '../src/seed/seed-content.js';
import { Summary } from '../src/summaries/summary.entity.js';
import { createCategory, createSummary, querySubgraph, viewers } from '../src/testing/index.js';
import { useCatalog } from './catalog-fixture.js';

/** The search specs run over the bundled seed catalogue, as `npm start` serves it. */
const catalog = useCatalog('search');
let search: SearchService;

beforeAll(async () => {
  await seedCatalog(catalog.dataSource, catalog.app.get(EventPublisher), await loadSeedContent());
  search = catalog.app.get(SearchService);
});

const SEARCH = `query Search($q: String!, $first: Int, $after: String) {
  search(q: $q, first: $first, after: $after) {
    edges { node { id title hasFullAccess } snippet section { id heading } rank }
    pageInfo { hasNextPage endCursor }
    didYouMean
  }
}`;

const titlesFor = async (q: string, viewer: Viewer = ANONYMOUS_VIEWER, first = 10) =>
  (await search.search(viewer, { q, first })).edges.map((edge) => edge.node.title);

async function summaryTitled(title: string): Promise<Summary> {
  return catalog.dataSource.getRepository(Summary).findOneByOrFail({ title });
}

describe('search over the seed catalogue', () => {
  it.each([
    // "stoic" is in neither title: the descriptions and sections of both say it.
    { q: 'stoic', first: ['Meditations', 'On the Shortness of Life'], didYouMean: null },
    // Stemmed: "habits" finds habit; Dewey's description and a section heading say it.
    { q: 'habits', first: ['Human Nature and Conduct'], didYouMean: null },
    // "how" and "to" are stop words; "persuade" is in Franklin's sections most.
    { q: 'how to persuade', first: ['The Autobiography of Benjamin Franklin'], didYouMean: null },
    // Fifteen summaries hold both words; only one says them together.
    { q: '"common good"', first: ['Meditations'], didYouMean: null, only: true },
    { q: 'stoic -seneca', first: ['Meditations'], didYouMean: null },
    // Misspelt authors: nothing in the text, so the closest words of titles and authors, and
    // what the corrected query finds.
    { q: 'Senneca', first: ['On the Shortness of Life'], didYouMean: 'Seneca' },
    { q: 'marcus aurelus', first: ['Meditations'], didYouMean: 'marcus aurelius' },
    // As typed: the last word finds the words it begins, before it is finished.
    { q: 'Staffordsh', first: ['How to Live on 24 Hours a Day'], didYouMean: null, only: true },
    // Typed past its stem ("medit"), a word begins no stem: the title word is offered.
    { q: 'Meditat', first: ['Meditations'], didYouMean: 'Meditations' },
    // A word left out is left out whole: "-sen" keeps Seneca.
    {
      q: 'stoic -sen',
      first: ['Meditations', 'On the Shortness of Life'],
      didYouMean: null,
    },
    // Only in a section of a Premium summary: a visitor still finds it (see the next block).
    { q: 'Staffordshire', first: ['How to Live on 24 Hours a Day'], didYouMean: null, only: true },
  ])('"$q" first finds $first', async ({ q, first, didYouMean, only }) => {
    const result = await search.search(ANONYMOUS_VIEWER, { q, first: 10 });
    const titles = result.edges.map((edge) => edge.node.title);
    expect(titles.slice(0, first.length)).toEqual(first);
    if (only) expect(titles).toEqual(first);
    expect(result.didYouMean).toBe(didYouMean);
    const ranks = result.edges.map((edge) => edge.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('takes a quoted phrase as words next to each other, and "-" as leaving a word out', async () => {
    expect((await titlesFor('common good', ANONYMOUS_VIEWER, 50)).length).toBeGreaterThan(5);
    expect(await titlesFor('stoic')).toContain('On the Shortness of Life');
    expect(await titlesFor('stoic -seneca')).not.toContain('On the Shortness of Life');
  });

  it('marks the matched words in an escaped HTML snippet from the section that says them', async () => {
    // Meditations is free: its sections may be quoted to anyone.
    const [hit] = (await search.search(ANONYMOUS_VIEWER, { q: 'stoic', first: 1 })).edges;
    const sections = await catalog.sections.forEditor(hit!.node.id);
    const quoted = sections.find((section) => section.id === hit!.section?.id);
    expect(quoted?.content).toMatch(/Stoic/);
    // The last word typed may be unfinished: the words it begins are marked too.
    expect(hit!.snippet).toMatch(/<mark>Stoic(ism)?<\/mark>/);
    // Apostrophes and any other HTML-significant character of the text arrive escaped.
    expect(hit!.snippet!.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"']/);
  });
});

describe('the query as typed', () => {
  it.each([
    { q: 'hab', query: "'hab':*" },
    { q: 'habits', query: "'habit':*" },
    { q: 'h', query: "'h'" },
    { q: 'stoic hab', query: "'stoic' & 'hab':*" },
    { q: 'stoic or hab', query: "'stoic' | 'hab':*" },
    // A phrase's words are matched as typed, open or closed; a phrase of one word is a word.
    { q: '"common goo', query: "'common' <-> 'goo'" },
    { q: '"common good"', query: "'common' <-> 'good'" },
    { q: '"the map is not th', query: "'map' <3> 'th'" },
    { q: '"medit', query: "'medit':*" },
    // A word left out is left out whole; a stop word has no lexeme to begin others.
    { q: 'stoic -hab', query: "'stoic' & !'hab'" },
    { q: 'habit the', query: "'habit'" },
    { q: 'the', query: '' },
    { q: "o'nei", query: "'o' <-> 'nei'" },
    { q: 'café', query: "'café':*" },
    { q: 'marcus aure', query: "'marcus' & 'aur':*" },
  ])('"$q" is $query', async ({ q, query }) => {
    const [row] = (await catalog.dataSource.query(TYPED_QUERY_SQL, [q])) as Array<{
      query: string;
      has_words: boolean;
    }>;
    expect(row).toEqual({ query, has_words: query !== '' });
  });

  it.each([
    { q: 'Medit', first: 'Meditations' },
    { q: 'marcus aure', first: 'Meditations' },
    { q: 'shortness of li', first: 'On the Shortness of Life' },
  ])('"$q" finds $first before the word is finished', async ({ q, first }) => {
    const result = await search.search(ANONYMOUS_VIEWER, { q, first: 10 });
    expect(result.edges[0]?.node.title).toBe(first);
    expect(result.didYouMean).toBeNull();
  });
});

describe('nothing locked leaks through search', () => {
  const partner = (scopes: PartnerViewer['scopes']): PartnerViewer => ({
    kind: 'partner',
    id: randomUUID(),
    name: 'Partner',
    scopes,
  });
  const freePicker = createMember();

  beforeAll(async () => {
    const premium = await summaryTitled('How to Live on 24 Hours a Day');
    await catalog.app.get(FreePicks).use(freePicker, premium.id, null);
  });

  // "Staffordshire" appears only in the second section of How to Live on 24 Hours a Day (Premium).
  it.each([
    { who: 'a visitor', viewer: ANONYMOUS_VIEWER, quotes: false },
    { who: 'a member without Premium', viewer: viewers.freeMember, quotes: false },
    { who: 'a partner without the premium-content scope', viewer: partner([]), quotes: false },
    { who: 'a member who unlocked it with a free pick', viewer: freePicker, quotes: true },
    { who: 'a subscriber', viewer: viewers.subscriber, quotes: true },
    { who: 'an admin', viewer: viewers.admin, quotes: true },
    {
      who: 'a partner with the premium-content scope',
      viewer: partner(['premium-content']),
      quotes: true,
    },
  ])('$who finds it; the snippet quotes the locked word: $quotes', async ({ viewer, quotes }) => {
    const { status, body } = await querySubgraph(catalog, viewer, SEARCH, { q: 'Staffordshire' });
    expect(status).toBe(200);
    const [edge, ...rest] = body.data.search.edges;
    expect(rest).toEqual([]);
    expect(edge.node).toMatchObject({ title: 'How to Live on 24 Hours a Day' });
    expect(edge.node.hasFullAccess).toBe(quotes);
    if (quotes) {
      expect(edge.snippet).toContain('<mark>Staffordshire</mark>');
      expect(edge.section).toEqual({ id: expect.any(String), heading: expect.any(String) });
    } else {
      expect(edge.snippet.toLowerCase()).not.toContain('staffordshire');
      expect(edge.section).toBeNull();
    }
  });

  it('quotes no locked overview line either: a locked summary quotes its description and preview only', async () => {
    const premium = await summaryTitled('How to Live on 24 Hours a Day');
    const lines = premium.content.split('\n').filter((line) => line.trim() !== '');
    // A word of the overview's last line, past the preview, that the description does not say.
    const lockedLine = lines.at(-1)!;
    const result = await search.search(ANONYMOUS_VIEWER, { q: `"${lockedLine}"`, first: 5 });
    const edge = result.edges.find((e) => e.node.id === premium.id);
    expect(edge).toBeDefined();
    expect(edge!.snippet!.replace(/<\/?mark>/g, '')).not.toContain(
      lockedLine.slice(0, 40).replace(/'/g, '&#39;'),
    );
  });
});

describe('search input', () => {
  const call = (variables: Record<string, unknown>) =>
    querySubgraph(catalog, ANONYMOUS_VIEWER, SEARCH, variables);

  it.each([
    { name: '5,000 characters', q: 'stoic '.repeat(834), message: /at most 200 characters/ },
    { name: 'nothing but spaces', q: '   ', message: /Type something to search for/ },
    { name: 'a NUL', q: 'stoic\u0000', message: /control characters/ },
    { name: 'a control character', q: 'sto\u0007ic', message: /control characters/ },
    { name: 'a lone surrogate', q: 'stoic\uD800', message: /well-formed Unicode/ },
    { name: 'a line break', q: 'stoic\nhabits', message: /single line/ },
    { name: 'first 0', q: 'stoic', first: 0, message: /first must be between 1 and 50/ },
    { name: 'first 51', q: 'stoic', first: 51, message: /first must be between 1 and 50/ },
    { name: 'a made-up cursor', q: 'stoic', after: 'bm90LWEtY3Vyc29y', message: /not a cursor/ },
  ])('refuses $name with a clear message', async ({ q, first, after, message }) => {
    const { body } = await call({ q, first, after });
    expect(body.data?.search ?? null).toBeNull();
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].message).toMatch(message);
  });

  it.each([
    { name: 'operators only', q: '- " " or -' },
    { name: 'a lone minus', q: '-' },
    { name: 'stop words only', q: 'how to' },
    { name: 'tsquery syntax taken as text', q: "!!! & | <-> :* ' ( )" },
    { name: 'SQL', q: "'; DROP TABLE summary; --" },
  ])('answers $name with no results and no error', async ({ q }) => {
    const { body } = await call({ q });
    expect(body.errors).toBeUndefined();
    expect(body.data.search).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
      didYouMean: null,
    });
  });
});

describe('search pages', () => {
  it('walks every result once, by rank, following endCursor', async () => {
    const all = (await search.search(ANONYMOUS_VIEWER, { q: 'life', first: 50 })).edges;
    expect(all.length).toBeGreaterThan(5);
    const walked: typeof all = [];
    let after: string | null = null;
    do {
      const page = await search.search(ANONYMOUS_VIEWER, { q: 'life', first: 2, after });
      expect(page.edges.length).toBeLessThanOrEqual(2);
      walked.push(...page.edges);
      after = page.pageInfo.endCursor;
      expect(after === null).toBe(!page.pageInfo.hasNextPage);
    } while (after);
    expect(walked.map((edge) => edge.node.id)).toEqual(all.map((edge) => edge.node.id));
  });
});

describe('the search document follows every write', () => {
  it('finds a summary by its category, its sections as edited, and never as a draft', async () => {
    const word = `zq${randomUUID().slice(0, 8)}`;
    const category = await createCategory(catalog, `Category ${word}a`);
    const summary = await createSummary(catalog, { categoryId: category.id, isPremium: false });
    const [section] = await catalog.sections.forEditor(summary.id);
    const ids = async (q: string) =>
      (await search.search(viewers.admin, { q, first: 5 })).edges.map((edge) => edge.node.id);

    expect(await ids(`${word}a`)).toEqual([summary.id]);
    await catalog.dataSource.query(`UPDATE category SET name = $1 WHERE id = $2`, [
      `Category ${word}b`,
      category.id,
    ]);
    expect(await ids(`${word}a`)).toEqual([]);
    expect(await ids(`${word}b`)).toEqual([summary.id]);

    await catalog.sections.update(viewers.admin, section!.id, {
      title: section!.title,
      content: `Now it says ${word}c.`,
    });
    expect(await ids(`${word}c`)).toEqual([summary.id]);
    const [hit] = (await search.search(viewers.admin, { q: `${word}c`, first: 1 })).edges;
    expect(hit!.section).toEqual({ id: section!.id, heading: section!.title });

    await catalog.sections.delete(viewers.admin, section!.id);
    expect(await ids(`${word}c`)).toEqual([]);

    await catalog.summaryEditor.setPublished(viewers.admin, summary.id, false);
    expect(await ids(`${word}b`)).toEqual([]);
  });
});

describe('a phrase', () => {
  it('is its words side by side as the section now says them, a stop word standing for any other', async () => {
    const word = `zq${randomUUID().slice(0, 8)}`;
    const summary = await createSummary(catalog, { isPremium: false });
    const [section] = await catalog.sections.forEditor(summary.id);
    const ids = async (q: string) =>
      (await search.search(viewers.admin, { q, first: 5 })).edges.map((edge) => edge.node.id);
    const say = (content: string) =>
      catalog.sections.update(viewers.admin, section!.id, { title: section!.title, content });

    await say(`The ${word}a of ${word}b, and ${word}c alone. Elsewhere ${word}b ${word}d.`);
    expect(await ids(`"${word}a of ${word}b"`)).toEqual([summary.id]);
    expect(await ids(`"${word}a in ${word}b"`)).toEqual([summary.id]);
    expect(await ids(`"${word}a of ${word}c"`)).toEqual([]);
    expect(await ids(`"${word}b ${word}a"`)).toEqual([]);
    // Each pair of a longer phrase is there, apart: not the phrase.
    expect(await ids(`"${word}b ${word}d"`)).toEqual([summary.id]);
    expect(await ids(`"${word}a of ${word}b ${word}d"`)).toEqual([]);

    // The same distance with a word between is not the phrase.
    await say(`The ${word}a deep ${word}b, and ${word}c alone.`);
    expect(await ids(`"${word}a of ${word}b"`)).toEqual([]);
    expect(await ids(`"${word}a deep ${word}b"`)).toEqual([summary.id]);
    expect(await ids(`${word}a ${word}b`)).toEqual([summary.id]);
  });
});

(testsRunEmbedded() ? describe.skip : describe)('a search the database cannot answer', () => {
  // Embedded, every connection shares one PGlite session: no second one can hold a lock.
  it('is cut short by the statement timeout with a 503, not left waiting', async () => {
    const blocker = catalog.dataSource.createQueryRunner();
    await blocker.startTransaction();
    try {
      await blocker.query('LOCK TABLE summary IN ACCESS EXCLUSIVE MODE');
      const { body } = await querySubgraph(catalog, ANONYMOUS_VIEWER, SEARCH, { q: 'stoic' });
      expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.errors[0].message).toMatch(/taking too long/);
    } finally {
      await blocker.rollbackTransaction();
      await blocker.release();
    }
    expect(await titlesFor('stoic')).toContain('Meditations');
  });
});

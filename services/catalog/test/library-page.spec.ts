import { ANONYMOUS_VIEWER } from '@distill/contracts';
import { previewOf } from '../src/summaries/summary-access.js';
import { type LibraryPageRequest } from '../src/summaries/library-page.js';
import { Summary } from '../src/summaries/summary.entity.js';
import { createCategory, createSummary, querySubgraph, viewers } from '../src/testing/index.js';
import { useCatalog } from './catalog-fixture.js';

const catalog = useCatalog('library_page', { emptyBeforeEach: true });

/** Every page of a search, following the cursors; the ids in order and each page's count. */
async function allPages(request: Omit<LibraryPageRequest, 'cursor'>) {
  const ids: string[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await catalog.summaryQueries.page(ANONYMOUS_VIEWER, { ...request, cursor });
    ids.push(...page.items.map((item) => item.id));
    totals.push(page.totalCount);
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, totals };
}

const PAGE = `query Page($q: String, $categoryId: ID, $limit: Int, $cursor: String) {
  summaryPage(q: $q, categoryId: $categoryId, limit: $limit, cursor: $cursor) {
    totalCount nextCursor items { id title content hasFullAccess }
  }
}`;

describe('the library page', () => {
  it('walks every published summary newest first, each once, even when they share a date', async () => {
    const created = [];
    for (let index = 0; index < 7; index += 1) created.push(await createSummary(catalog));
    await createSummary(catalog, { isPublished: false });
    // Three summaries published at the same instant: the id decides their order.
    await catalog.dataSource.getRepository(Summary).update(
      created.slice(0, 3).map((s) => s.id),
      { publishedAt: new Date('2026-01-01') },
    );

    const { ids, totals } = await allPages({ limit: 3 });
    const all = await catalog.summaryQueries.published(ANONYMOUS_VIEWER);
    expect(ids).toEqual(all.map((s) => s.id));
    expect(new Set(ids).size).toBe(7);
    expect(totals).toEqual([7, 7, 7]);
    expect(ids.slice(0, 4)).toEqual(
      created
        .slice(3)
        .map((s) => s.id)
        .reverse(),
    );
  });

  it('matches a case-insensitive substring of the title or the author, with the category', async () => {
    const business = await createCategory(catalog, 'Business');
    const habits = await createSummary(catalog, { title: 'Atomic Habits', author: 'James Clear' });
    const kahneman = await createSummary(catalog, {
      title: 'Thinking, Fast and Slow',
      author: 'Daniel Kahneman',
      categoryId: business.id,
    });
    const startup = await createSummary(catalog, {
      title: 'The Lean Startup',
      author: 'Eric Ries',
      categoryId: business.id,
    });
    await createSummary(catalog, { title: 'Habit Drafts', isPublished: false });

    const search = async (q: string, categoryId?: string) =>
      (await allPages({ q, categoryId, limit: 10 })).ids.sort();
    expect(await search('HABIT')).toEqual([habits.id]);
    expect(await search('  kahne ')).toEqual([kahneman.id]);
    expect(await search('e', business.id)).toEqual([kahneman.id, startup.id].sort());
    expect(await search('habit', business.id)).toEqual([]);
    // Wildcards are plain characters.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    const page = await catalog.summaryQueries.page(ANONYMOUS_VIEWER, { q: 'the', limit: 1 });
    expect(page).toMatchObject({ totalCount: 1, nextCursor: null });
  });

  it('applies the access rule to every item: premium content stays a preview for a visitor', async () => {
    const premium = await createSummary(catalog, { isPremium: true });
    const { body } = await querySubgraph(catalog, ANONYMOUS_VIEWER, PAGE, {});
    expect(body.data.summaryPage.items).toEqual([
      {
        id: premium.id,
        title: premium.title,
        content: previewOf(premium.content),
        hasFullAccess: false,
      },
    ]);
    expect(body.data.summaryPage.items[0].content).not.toContain('full content only');
    const forSubscriber = await querySubgraph(catalog, viewers.subscriber, PAGE, {});
    expect(forSubscriber.body.data.summaryPage.items[0].content).toBe(premium.content);
  });

  describe('filters and sorts', () => {
    /** Titles, minutes, Premium: eight books with shared titles and lengths to test the ties. */
    const BOOKS: Array<[string, number, boolean]> = [
      ['banana', 5, false],
      ['Apple', 9, true],
      ['apple', 10, false],
      ['Cherry', 15, true],
      ['date', 16, false],
      ['Elder', 15, false],
      ['fig', 30, true],
      ['Grape', 10, true],
    ];
    let books: Array<{ id: string; title: string; minutes: number; premium: boolean; at: number }>;

    beforeEach(async () => {
      books = [];
      for (const [index, [title, minutes, premium]] of BOOKS.entries()) {
        const created = await createSummary(catalog, {
          title,
          readingTimeMinutes: minutes,
          isPremium: premium,
        });
        // Two books share a date so the id breaks the tie.
        const at = Date.UTC(2026, 0, index === 1 ? 1 : index + 1);
        await catalog.dataSource
          .getRepository(Summary)
          .update(created.id, { publishedAt: new Date(at) });
        books.push({ id: created.id, title, minutes, premium, at });
      }
      await createSummary(catalog, {
        title: 'aaa draft',
        readingTimeMinutes: 5,
        isPublished: false,
      });
    });

    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const ORDERS = {
      newest: (a: (typeof books)[0], b: (typeof books)[0]) => b.at - a.at || byId(b, a),
      title: (a: (typeof books)[0], b: (typeof books)[0]) =>
        a.title.toLowerCase().localeCompare(b.title.toLowerCase()) || byId(a, b),
      shortest: (a: (typeof books)[0], b: (typeof books)[0]) => a.minutes - b.minutes || byId(a, b),
    };
    const BANDS = {
      short: (minutes: number) => minutes < 10,
      medium: (minutes: number) => minutes >= 10 && minutes <= 15,
      long: (minutes: number) => minutes > 15,
    };

    const cases = (['newest', 'title', 'shortest'] as const).flatMap((sort) =>
      ([undefined, 'short', 'medium', 'long'] as const).flatMap((length) =>
        ([undefined, 'free', 'premium'] as const).map((access) => [sort, length, access] as const),
      ),
    );

    it.each(cases)(
      'sorted %s, length %s, access %s: every match once, in order, over pages of 2',
      async (sort, length, access) => {
        const expected = books
          .filter((book) => !length || BANDS[length](book.minutes))
          .filter((book) => !access || book.premium === (access === 'premium'))
          .sort(ORDERS[sort])
          .map((book) => book.id);
        const { ids, totals } = await allPages({ sort, length, access, limit: 2 });
        expect(ids).toEqual(expected);
        expect(new Set(totals)).toEqual(new Set([expected.length]));
      },
    );

    it('counts the published summaries of each length band, empty bands included', async () => {
      const expected = (Object.keys(BANDS) as Array<keyof typeof BANDS>).map((length) => ({
        length: length.toUpperCase(),
        count: books.filter((book) => BANDS[length](book.minutes)).length,
      }));
      const { body } = await querySubgraph(
        catalog,
        ANONYMOUS_VIEWER,
        `{ libraryLengthBands { length count } }`,
      );
      expect(body.data.libraryLengthBands).toEqual(expected);
      // The draft (5 minutes) is in no count; a band nothing fits is there with 0.
      await catalog.dataSource.getRepository(Summary).update(
        books.filter((book) => book.minutes < 10).map((book) => book.id),
        {
          isPublished: false,
        },
      );
      const bands = await catalog.summaryQueries.lengthBands();
      expect(bands[0]).toEqual({ length: 'short', count: 0 });
    });

    it('takes the filters through GraphQL as enums', async () => {
      const { body } = await querySubgraph(
        catalog,
        ANONYMOUS_VIEWER,
        `{ summaryPage(length: MEDIUM, access: FREE, sort: TITLE) { items { title } } }`,
      );
      expect(body.data.summaryPage.items).toEqual([{ title: 'apple' }, { title: 'Elder' }]);
    });

    it('refuses a cursor of another sort', async () => {
      const first = await catalog.summaryQueries.page(ANONYMOUS_VIEWER, {
        sort: 'title',
        limit: 2,
      });
      await expect(
        catalog.summaryQueries.page(ANONYMOUS_VIEWER, {
          sort: 'shortest',
          limit: 2,
          cursor: first.nextCursor,
        }),
      ).rejects.toMatchObject({ kind: 'bad_input', message: 'cursor belongs to another sort' });
    });
  });

  it.each([
    [{ limit: 10, sort: 'oldest' }, 'sort must be one of newest, title, shortest'],
    [{ limit: 10, length: 'huge' }, 'length must be one of short, medium, long'],
    [{ limit: 10, access: 'gold' }, 'access must be one of free, premium'],
    [
      { limit: 10, cursor: Buffer.from('["shortest","ten","x"]').toString('base64url') },
      'cursor is malformed',
    ],
    [{ limit: 0 }, 'limit must be between 1 and 100'],
    [{ limit: 101 }, 'limit must be between 1 and 100'],
    [{ limit: 10, cursor: 'not a cursor' }, 'cursor is malformed'],
    [
      { limit: 10, cursor: Buffer.from('["yesterday","x"]').toString('base64url') },
      'cursor is malformed',
    ],
    [{ limit: 10, cursor: 'A'.repeat(5000) }, 'cursor is malformed'],
    [{ limit: 10, q: 'a'.repeat(201) }, 'Search must be at most 200 characters'],
    [{ limit: 10, q: 'habit\u0000' }, 'Search contains control characters'],
    [{ limit: 10, q: 'line\nbreak' }, 'Search must be a single line'],
    [{ limit: 10, categoryId: 'science' }, 'categoryId is not a valid id'],
  ])('refuses %j with a message', async (request, message) => {
    await expect(catalog.summaryQueries.page(ANONYMOUS_VIEWER, request)).rejects.toMatchObject({
      kind: 'bad_input',
      message,
    });
  });
});

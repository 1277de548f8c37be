import { ANONYMOUS_VIEWER } from '@distill/contracts';
import { previewOf } from '../src/summaries/summary-access.js';
import { Summary } from '../src/summaries/summary.entity.js';
import { createCategory, createSummary, querySubgraph, viewers } from '../src/testing/index.js';
import { useCatalog } from './catalog-fixture.js';

const catalog = useCatalog('library_page', { emptyBeforeEach: true });

/** Every page of a search, following the cursors; the ids in order and each page's count. */
async function allPages(request: { q?: string; categoryId?: string; limit: number }) {
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

  it.each([
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

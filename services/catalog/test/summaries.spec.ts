import { ANONYMOUS_VIEWER } from '@distill/contracts';
import { OutboxEvent } from '@distill/platform';
import { Summary } from '../src/summaries/summary.entity.js';
import { createCategory, createSummary, viewers } from '../src/testing/index.js';
import { useCatalog } from './catalog-fixture.js';

const catalog = useCatalog('summaries', { emptyBeforeEach: true });

const outboxTypes = async () =>
  (await catalog.dataSource.getRepository(OutboxEvent).find({ order: { createdAt: 'ASC' } })).map(
    (e) => ({
      type: e.type,
      payload: e.envelope.payload,
    }),
  );

describe('summary queries and editor', () => {
  it('creates summaries as Premium drafts with the default reading time', async () => {
    const created = await catalog.summaryEditor.create(viewers.admin, {
      title: ' Title ',
      author: 'Author',
      content: 'Line one',
    });
    expect(created).toMatchObject({
      title: 'Title',
      isPremium: true,
      isPublished: false,
      readingTimeMinutes: 15,
    });
    expect(await outboxTypes()).toEqual([
      {
        type: 'catalog.summary.created',
        payload: {
          summary: expect.objectContaining({
            id: created.id,
            title: 'Title',
            isPremium: true,
            isPublished: false,
          }),
        },
      },
    ]);
  });

  it.each([
    [{ title: '', author: 'a', content: 'c' }, 'Please fill in all required fields'],
    [{ title: 't', author: '  ', content: 'c' }, 'Please fill in all required fields'],
    [
      { title: 't', author: 'a', content: 'c', readingTimeMinutes: 61 },
      'Reading time must be between 1 and 60 minutes',
    ],
    [
      { title: 't', author: 'a', content: 'c', readingTimeMinutes: 0 },
      'Reading time must be between 1 and 60 minutes',
    ],
    [
      { title: 't', author: 'a', content: 'c', categoryId: crypto.randomUUID() },
      'Category not found',
    ],
  ])('rejects invalid input %j and writes nothing', async (input, message) => {
    await expect(catalog.summaryEditor.create(viewers.admin, input)).rejects.toMatchObject({
      kind: 'bad_input',
      message,
    });
    expect(await catalog.dataSource.getRepository(Summary).count()).toBe(0);
  });

  it('records publish, unpublish, update and delete as outbox events with the change', async () => {
    const summary = await createSummary(catalog, { isPublished: false });
    await catalog.summaryEditor.setPublished(viewers.admin, summary.id, true);
    await catalog.summaryEditor.setPublished(viewers.admin, summary.id, true); // no change, no event
    await catalog.summaryEditor.togglePublished(viewers.admin, summary.id);
    await catalog.summaryEditor.update(viewers.admin, summary.id, {
      title: 'Renamed',
      author: summary.author,
      content: 'New content',
      readingTimeMinutes: 9,
    });
    await catalog.summaryEditor.delete(viewers.admin, summary.id);

    expect(await outboxTypes()).toEqual([
      {
        type: 'catalog.summary.created',
        payload: { summary: expect.objectContaining({ id: summary.id, isPublished: false }) },
      },
      {
        type: 'catalog.summary.published',
        payload: { summary: expect.objectContaining({ id: summary.id, isPublished: true }) },
      },
      {
        type: 'catalog.summary.unpublished',
        payload: { summary: expect.objectContaining({ isPublished: false }) },
      },
      {
        type: 'catalog.summary.updated',
        payload: { summary: expect.objectContaining({ title: 'Renamed', readingTimeMinutes: 9 }) },
      },
      { type: 'catalog.summary.deleted', payload: { summaryId: summary.id } },
    ]);
    const event = await catalog.dataSource
      .getRepository(OutboxEvent)
      .findOneByOrFail({ type: 'catalog.summary.published' });
    expect(event.envelope).toMatchObject({
      version: 1,
      producer: 'catalog',
      type: 'catalog.summary.published',
    });
    expect(JSON.stringify(event.envelope)).not.toContain('New content');
  });

  it('serialises concurrent toggles: two flips of a draft leave it a draft, with both events', async () => {
    const draft = await createSummary(catalog, { isPublished: false });
    await Promise.all([
      catalog.summaryEditor.togglePublished(viewers.admin, draft.id),
      catalog.summaryEditor.togglePublished(viewers.admin, draft.id),
    ]);
    expect((await catalog.summaryQueries.findForViewer(viewers.admin, draft.id))?.isPublished).toBe(
      false,
    );
    expect((await outboxTypes()).map((event) => event.type)).toEqual([
      'catalog.summary.created',
      'catalog.summary.published',
      'catalog.summary.unpublished',
    ]);
  });

  it('writes no event when the change fails', async () => {
    await expect(
      catalog.summaryEditor.delete(viewers.admin, crypto.randomUUID()),
    ).rejects.toMatchObject({
      kind: 'not_found',
    });
    await expect(
      catalog.summaryEditor.update(viewers.admin, 'not-a-uuid', {
        title: 't',
        author: 'a',
        content: 'c',
      }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    expect(await outboxTypes()).toEqual([]);
  });

  it('lists featured summaries first, then the newest published, and never drafts', async () => {
    const older = await createSummary(catalog);
    const featured = await createSummary(catalog, { isFeatured: true });
    const newer = await createSummary(catalog);
    await createSummary(catalog, { isPublished: false, isFeatured: true });

    const ids = (await catalog.summaryQueries.featured(viewers.admin, 10)).map((s) => s.id);
    expect(ids).toEqual([featured.id, newer.id, older.id]);
    expect((await catalog.summaryQueries.featured(ANONYMOUS_VIEWER, 2)).map((s) => s.id)).toEqual([
      featured.id,
      newer.id,
    ]);
    await expect(catalog.summaryQueries.featured(ANONYMOUS_VIEWER, 0)).rejects.toMatchObject({
      kind: 'bad_input',
    });
  });

  it('filters published summaries by category and rejects a malformed category id', async () => {
    const science = await createCategory(catalog, 'Science');
    const inScience = await createSummary(catalog, { categoryId: science.id });
    await createSummary(catalog);

    const listed = await catalog.summaryQueries.published(ANONYMOUS_VIEWER, science.id);
    expect(listed.map((s) => s.id)).toEqual([inScience.id]);
    expect(listed[0]!.category).toMatchObject({ name: 'Science', slug: 'science' });
    expect(await catalog.summaryQueries.published(ANONYMOUS_VIEWER, crypto.randomUUID())).toEqual(
      [],
    );
    await expect(
      catalog.summaryQueries.published(ANONYMOUS_VIEWER, 'science'),
    ).rejects.toMatchObject({
      kind: 'bad_input',
    });
  });

  it('counts sections on every summary it lists', async () => {
    const summary = await createSummary(catalog);
    expect(
      (await catalog.summaryQueries.findForViewer(ANONYMOUS_VIEWER, summary.id))?.sectionCount,
    ).toBe(3);
  });
});

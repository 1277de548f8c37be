import { ANONYMOUS_VIEWER } from '@distill/contracts';
import { OutboxEvent } from '@distill/platform';
import { AuditEntry } from '../src/audit/audit-entry.entity.js';
import { Category } from '../src/categories/category.entity.js';
import { Summary } from '../src/summaries/summary.entity.js';
import { createCategory, createSummary, querySubgraph, viewers } from '../src/testing/index.js';
import { useCatalog } from './catalog-fixture.js';

const catalog = useCatalog('categories', { emptyBeforeEach: true });
const admin = viewers.admin;

const events = async () =>
  (await catalog.dataSource.getRepository(OutboxEvent).find({ order: { createdAt: 'ASC' } })).map(
    (event) => ({ type: event.type, payload: event.envelope.payload }),
  );
const categoryOf = async (summaryId: string) =>
  (await catalog.dataSource.getRepository(Summary).findOneByOrFail({ id: summaryId })).categoryId;
const auditOf = (entityId: string) =>
  catalog.dataSource.getRepository(AuditEntry).find({ where: { entityId } });

const CATEGORIES = '{ categories { name } }';

describe('the categories a reader is offered', () => {
  it('are those with a published summary; admins get every category', async () => {
    const science = await createCategory(catalog, 'Science');
    const drafts = await createCategory(catalog, 'Drafts only');
    await createCategory(catalog, 'Empty');
    await createSummary(catalog, { categoryId: science.id });
    await createSummary(catalog, { categoryId: drafts.id, isPublished: false });

    for (const viewer of [ANONYMOUS_VIEWER, viewers.freeMember, viewers.subscriber]) {
      const { body } = await querySubgraph(catalog, viewer, CATEGORIES);
      expect(body.data.categories).toEqual([{ name: 'Science' }]);
    }
    const forAdmin = await querySubgraph(catalog, admin, CATEGORIES);
    expect(forAdmin.body.data.categories).toEqual([
      { name: 'Drafts only' },
      { name: 'Empty' },
      { name: 'Science' },
    ]);
  });
});

describe('editing categories', () => {
  it('renames a category with its event and an audit row of what changed', async () => {
    const category = await catalog.categories.create(admin, { name: 'Sciense', slug: 'sciense' });
    const renamed = await catalog.categories.update(admin, category.id, {
      name: ' Science ',
      slug: 'science',
    });
    expect(renamed).toMatchObject({ id: category.id, name: 'Science', slug: 'science' });
    expect((await events()).at(-1)).toEqual({
      type: 'catalog.category.updated',
      payload: {
        category: { id: category.id, name: 'Science', slug: 'science', description: null },
      },
    });
    const updated = (await auditOf(category.id)).find((entry) => entry.action === 'updated');
    expect(updated).toMatchObject({
      entity: 'category',
      actorId: admin.id,
      changes: [
        { field: 'name', from: 'Sciense', to: 'Science' },
        { field: 'slug', from: 'sciense', to: 'science' },
      ],
    });
  });

  it.each([
    [{ name: '', slug: 'x' }, 'bad_input', 'Name and slug are required'],
    [
      { name: 'X', slug: 'Not A Slug' },
      'bad_input',
      'Slug may contain only lowercase letters, digits and single hyphens between them',
    ],
    [{ name: 'X', slug: 'taken' }, 'conflict', "A category with the slug 'taken' already exists"],
  ])('refuses %j (%s) and changes nothing', async (input, kind, message) => {
    await catalog.categories.create(admin, { name: 'Taken', slug: 'taken' });
    const category = await catalog.categories.create(admin, { name: 'Mine', slug: 'mine' });
    await expect(catalog.categories.update(admin, category.id, input)).rejects.toMatchObject({
      kind,
      message,
    });
    expect(await catalog.categories.findById(category.id)).toMatchObject({ name: 'Mine' });
    expect((await events()).map((event) => event.type)).not.toContain('catalog.category.updated');
  });

  it('answers an unknown category with not found', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(
      catalog.categories.update(admin, unknown, { name: 'X', slug: 'x' }),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'Category not found' });
    await expect(catalog.categories.delete(admin, 'nope', null)).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('deleting categories', () => {
  it('moves its summaries to another category, each move an audited summary update', async () => {
    const old = await createCategory(catalog, 'Old');
    const target = await createCategory(catalog, 'Target');
    const published = await createSummary(catalog, { categoryId: old.id });
    const draft = await createSummary(catalog, { categoryId: old.id, isPublished: false });

    const { body } = await querySubgraph(
      catalog,
      admin,
      'mutation($id: ID!, $to: ID) { deleteCategory(id: $id, moveSummariesTo: $to) }',
      { id: old.id, to: target.id },
    );
    expect(body).toEqual({ data: { deleteCategory: old.id } });
    expect(await catalog.categories.findById(old.id)).toBeNull();
    expect([await categoryOf(published.id), await categoryOf(draft.id)]).toEqual([
      target.id,
      target.id,
    ]);

    const after = await events();
    const moves = after.filter((event) => event.type === 'catalog.summary.updated');
    expect(moves.map((event) => event.payload)).toEqual(
      expect.arrayContaining([
        { summary: expect.objectContaining({ id: published.id, categoryId: target.id }) },
        { summary: expect.objectContaining({ id: draft.id, categoryId: target.id }) },
      ]),
    );
    expect(after.at(-1)).toEqual({
      type: 'catalog.category.deleted',
      payload: { categoryId: old.id, movedSummariesTo: target.id },
    });
    expect(await auditOf(published.id)).toContainEqual(
      expect.objectContaining({
        action: 'updated',
        changes: [{ field: 'categoryId', from: old.id, to: target.id }],
      }),
    );
    expect(await auditOf(old.id)).toContainEqual(
      expect.objectContaining({ entity: 'category', action: 'deleted', actorId: admin.id }),
    );
  });

  it('leaves its summaries without a category when told none', async () => {
    const old = await createCategory(catalog, 'Old');
    const summary = await createSummary(catalog, { categoryId: old.id });
    await catalog.categories.delete(admin, old.id, null);
    expect(await categoryOf(summary.id)).toBeNull();
    expect((await events()).at(-1)).toEqual({
      type: 'catalog.category.deleted',
      payload: { categoryId: old.id, movedSummariesTo: null },
    });
  });

  it.each([
    ['itself', 'self', 'Summaries cannot move to the category being deleted'],
    ['an unknown category', 'unknown', 'The category to move the summaries to does not exist'],
  ])('refuses to move the summaries to %s and deletes nothing', async (_what, to, message) => {
    const old = await createCategory(catalog, 'Old');
    const summary = await createSummary(catalog, { categoryId: old.id });
    const target = to === 'self' ? old.id : '00000000-0000-4000-8000-000000000000';
    await expect(catalog.categories.delete(admin, old.id, target)).rejects.toMatchObject({
      kind: 'bad_input',
      message,
    });
    expect(await catalog.dataSource.getRepository(Category).count()).toBe(1);
    expect(await categoryOf(summary.id)).toBe(old.id);
  });
});

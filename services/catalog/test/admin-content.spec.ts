import { GraphQLSchemaHost } from '@nestjs/graphql';
import { ANONYMOUS_VIEWER, CatalogEvents, type Viewer } from '@distill/contracts';
import { OutboxEvent } from '@distill/platform';
import { AuditEntry } from '../src/audit/audit-entry.entity.js';
import { Category } from '../src/categories/category.entity.js';
import { Section } from '../src/sections/section.entity.js';
import { Summary } from '../src/summaries/summary.entity.js';
import { createSummary, querySubgraph, viewers } from '../src/testing/index.js';
import { useCatalog } from './catalog-fixture.js';

const catalog = useCatalog('admin_content', { emptyBeforeEach: true });

const admin = viewers.admin;
const events = async () =>
  (await catalog.dataSource.getRepository(OutboxEvent).find({ order: { createdAt: 'ASC' } })).map(
    (event) => ({ type: event.type, payload: event.envelope.payload }),
  );
const eventTypes = async () => (await events()).map((event) => event.type);
const count = (entity: typeof Summary | typeof Section | typeof Category | typeof AuditEntry) =>
  catalog.dataSource.getRepository(entity).count();
const sectionOrders = async (summaryId: string) =>
  (
    await catalog.dataSource
      .getRepository(Section)
      .find({ where: { summaryId }, order: { order: 'ASC' } })
  ).map((section) => [section.title, section.order]);

async function emptyDraft(title = 'Draft') {
  return catalog.summaryEditor.create(admin, { title, author: 'Author', content: 'Line one' });
}

const section = (title: string, order?: number) => ({ title, content: `${title} body`, order });

describe('categories', () => {
  it('creates a category with its event and audit row', async () => {
    const category = await catalog.categories.create(admin, {
      name: ' Deep Work ',
      slug: 'deep-work',
      description: 'Focus',
    });
    expect(category).toMatchObject({ name: 'Deep Work', slug: 'deep-work', description: 'Focus' });
    expect(await events()).toEqual([
      {
        type: 'catalog.category.created',
        payload: {
          category: { id: category.id, name: 'Deep Work', slug: 'deep-work', description: 'Focus' },
        },
      },
    ]);
    expect(await catalog.dataSource.getRepository(AuditEntry).find()).toEqual([
      expect.objectContaining({
        entity: 'category',
        entityId: category.id,
        action: 'created',
        actorId: admin.id,
        actorEmail: admin.email,
      }),
    ]);
  });

  it.each([
    [{ name: '', slug: 'x' }, 'Name and slug are required'],
    [{ name: 'X', slug: '  ' }, 'Name and slug are required'],
    [{ name: 'X' }, 'Name and slug are required'],
    [
      { name: 'X', slug: 'Not A Slug' },
      'Slug may contain only lowercase letters, digits and single hyphens between them',
    ],
    [
      { name: 'X', slug: '-x' },
      'Slug may contain only lowercase letters, digits and single hyphens between them',
    ],
    [{ name: 'X\u0000', slug: 'x' }, 'Name contains control characters'],
    [{ name: 'X', slug: 'x'.repeat(101) }, 'Slug must be at most 100 characters'],
  ])('refuses %j with "%s" and writes nothing', async (input, message) => {
    await expect(catalog.categories.create(admin, input)).rejects.toMatchObject({
      kind: 'bad_input',
      message,
    });
    expect([await count(Category), await count(AuditEntry), (await events()).length]).toEqual([
      0, 0, 0,
    ]);
  });

  it('answers a taken slug with a conflict, also when two creations race', async () => {
    await catalog.categories.create(admin, { name: 'Science', slug: 'science' });
    await expect(
      catalog.categories.create(admin, { name: 'Other', slug: 'science' }),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: "A category with the slug 'science' already exists",
    });
    const race = await Promise.allSettled([
      catalog.categories.create(admin, { name: 'A', slug: 'same' }),
      catalog.categories.create(admin, { name: 'B', slug: 'same' }),
    ]);
    expect(race.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await count(Category)).toBe(2);
    expect(await eventTypes()).toEqual(['catalog.category.created', 'catalog.category.created']);
  });

  it('has database checks that agree with the service', async () => {
    await expect(
      catalog.dataSource.query(`INSERT INTO category (name, slug) VALUES ('X', 'Bad Slug')`),
    ).rejects.toThrow(/category_slug_format/);
  });
});

describe('summaries', () => {
  it('refuses a reading time outside 1-60 in the database too', async () => {
    const draft = await emptyDraft();
    await expect(
      catalog.dataSource.query(`UPDATE summary SET reading_time_minutes = 61 WHERE id = $1`, [
        draft.id,
      ]),
    ).rejects.toThrow(/summary_reading_time_minutes_range/);
  });

  it.each([
    [{ title: 'T\u0000', author: 'a', content: 'c' }, 'Title contains control characters'],
    [
      { title: 'T', author: 'a', content: 'c'.repeat(60_001) },
      'Content must be at most 60000 characters',
    ],
    [{ title: 'Two\nlines', author: 'a', content: 'c' }, 'Title must be a single line'],
    [
      { title: 'T', author: 'a', content: 'c', coverImageUrl: 'javascript:alert(1)' },
      'Cover image URL must be an http(s) address or a path on this site',
    ],
  ])('refuses %#: "%s", writing nothing', async (input, message) => {
    await expect(catalog.summaryEditor.create(admin, input)).rejects.toMatchObject({
      kind: 'bad_input',
      message,
    });
    expect([await count(Summary), (await events()).length]).toEqual([0, 0]);
  });

  it('keeps the flags an update leaves out', async () => {
    const featured = await createSummary(catalog, { isFeatured: true, isPremium: false });
    const updated = await catalog.summaryEditor.update(admin, featured.id, {
      title: 'Renamed',
      author: featured.author,
      content: featured.content,
    });
    expect(updated).toMatchObject({ title: 'Renamed', isFeatured: true, isPremium: false });
  });

  describe('covers', () => {
    /** The picture a cover address shows: the SVG drawn into it. */
    const drawn = (url: string | null) =>
      decodeURIComponent(/^data:image\/svg\+xml,(.*)$/s.exec(url ?? '')?.[1] ?? '');
    const rename = (
      summary: { id: string; content: string; coverImageUrl: string | null },
      title: string,
      author: string,
    ) =>
      catalog.summaryEditor.update(admin, summary.id, {
        title,
        author,
        content: summary.content,
        coverImageUrl: summary.coverImageUrl,
      });
    const read = (id: string) => catalog.dataSource.getRepository(Summary).findOneByOrFail({ id });

    it('redraws a generated cover with the new title and author, under a new address', async () => {
      const seeded = await createSummary(catalog, { title: 'Old Title', author: 'Old Author' });
      // As the seeder leaves it: the bundled cover drawn from the seed's title.
      await catalog.dataSource
        .getRepository(Summary)
        .update(seeded.id, { coverImageUrl: '/covers/old-title.svg' });

      const renamed = await rename(await read(seeded.id), 'New Title', 'New Author');
      const picture = drawn(renamed.coverImageUrl);
      expect(picture).toContain('>New Title</text>');
      expect(picture).toContain('>New Author</text>');
      expect(picture).not.toContain('Old');
      expect((await read(seeded.id)).coverImageUrl).toBe(renamed.coverImageUrl);
      const updated = (await events())
        .filter((e) => e.type === CatalogEvents.SummaryUpdated)
        .at(-1);
      expect(updated?.payload).toMatchObject({
        summary: { coverImageUrl: renamed.coverImageUrl },
      });

      const again = await rename(await read(seeded.id), 'Newer Title', 'New Author');
      expect(drawn(again.coverImageUrl)).toContain('>Newer Title</text>');
      expect(again.coverImageUrl).not.toBe(renamed.coverImageUrl);
    });

    it('keeps a bundled cover while what it shows stays true', async () => {
      const seeded = await createSummary(catalog, { title: 'Same Title' });
      await catalog.dataSource
        .getRepository(Summary)
        .update(seeded.id, { coverImageUrl: '/covers/same-title.svg' });
      const stored = await read(seeded.id);
      const edited = await catalog.summaryEditor.update(admin, seeded.id, {
        title: stored.title,
        author: stored.author,
        content: `${stored.content} More.`,
        coverImageUrl: stored.coverImageUrl,
        readingTimeMinutes: stored.readingTimeMinutes,
      });
      expect(edited.coverImageUrl).toBe('/covers/same-title.svg');
    });

    it("never replaces an editor's own cover", async () => {
      const own = 'https://images.example.com/cover.jpg';
      const summary = await createSummary(catalog, { title: 'Old Title', coverImageUrl: own });
      const renamed = await rename(await read(summary.id), 'New Title', 'New Author');
      expect(renamed.coverImageUrl).toBe(own);
    });
  });

  it('keeps an audit trail of who changed what, also after deletion', async () => {
    const draft = await emptyDraft('Before');
    const editor = { ...admin, id: crypto.randomUUID(), email: 'editor@example.com' };
    await catalog.summaryEditor.update(editor, draft.id, {
      title: 'After',
      author: 'Author',
      content: 'Line one',
      readingTimeMinutes: 12,
    });
    await catalog.summaryEditor.update(editor, draft.id, {
      title: 'After',
      author: 'Author',
      content: 'Line one',
      readingTimeMinutes: 12,
    });
    await catalog.summaryEditor.togglePublished(admin, draft.id);
    await catalog.summaryEditor.delete(admin, draft.id);

    const { body } = await querySubgraph(
      catalog,
      admin,
      `query($id: ID!) { summaryAuditTrail(summaryId: $id) {
        actorEmail entity action changes { field from to } } }`,
      { id: draft.id },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.summaryAuditTrail).toEqual([
      {
        actorEmail: admin.email,
        entity: 'summary',
        action: 'deleted',
        changes: [{ field: 'title', from: 'After', to: null }],
      },
      {
        actorEmail: admin.email,
        entity: 'summary',
        action: 'published',
        changes: [{ field: 'isPublished', from: 'false', to: 'true' }],
      },
      {
        actorEmail: 'editor@example.com',
        entity: 'summary',
        action: 'updated',
        changes: [
          { field: 'title', from: 'Before', to: 'After' },
          { field: 'readingTimeMinutes', from: '15', to: '12' },
        ],
      },
      expect.objectContaining({ entity: 'summary', action: 'created' }),
    ]);
    // The unchanged second update left neither an event nor an audit row.
    expect(await eventTypes()).toEqual([
      'catalog.summary.created',
      'catalog.summary.updated',
      'catalog.summary.published',
      'catalog.summary.deleted',
    ]);
  });

  it('previews a draft as a visitor, a member and a subscriber would get it', async () => {
    const draft = await catalog.summaryEditor.create(admin, {
      title: 'Locked',
      author: 'Author',
      content: 'First.\nSecond.\nThird, full only.',
    });
    await catalog.sections.create(admin, draft.id, section('Opening'));
    const preview = async (audience: string) => {
      const { body } = await querySubgraph(
        catalog,
        admin,
        `query($id: ID!, $audience: PreviewAudience!) { summaryPreviewAs(id: $id, audience: $audience) {
          content hasFullAccess isPublished sections { title content isLocked } } }`,
        { id: draft.id, audience },
      );
      expect(body.errors).toBeUndefined();
      return body.data.summaryPreviewAs;
    };
    const locked = {
      content: 'First.\nSecond.',
      hasFullAccess: false,
      isPublished: false,
      sections: [{ title: 'Opening', content: null, isLocked: true }],
    };
    expect(await preview('VISITOR')).toEqual(locked);
    expect(await preview('MEMBER')).toEqual(locked);
    expect(await preview('SUBSCRIBER')).toEqual({
      content: 'First.\nSecond.\nThird, full only.',
      hasFullAccess: true,
      isPublished: false,
      sections: [{ title: 'Opening', content: 'Opening body', isLocked: false }],
    });
  });
});

describe('sections', () => {
  it('appends at the highest order plus one (1 if none) and inserts at a given position', async () => {
    const draft = await emptyDraft();
    expect((await catalog.sections.create(admin, draft.id, section('A'))).order).toBe(1);
    expect((await catalog.sections.create(admin, draft.id, section('B', 0))).order).toBe(2);
    expect((await catalog.sections.create(admin, draft.id, section('C'))).order).toBe(3);
    expect((await catalog.sections.create(admin, draft.id, section('First', 1))).order).toBe(1);
    expect((await catalog.sections.create(admin, draft.id, section('Last', 99))).order).toBe(5);
    expect(await sectionOrders(draft.id)).toEqual([
      ['First', 1],
      ['A', 2],
      ['B', 3],
      ['C', 4],
      ['Last', 5],
    ]);
    const created = (await events()).filter((event) => event.type === 'catalog.section.created');
    // Each carries its text, as an edit does: reading checks highlights against it.
    expect(
      created.map(({ payload }) => {
        const { section, content } = payload as { section: { title: string }; content: string };
        return [section.title, content];
      }),
    ).toEqual(['A', 'B', 'C', 'First', 'Last'].map((title) => [title, `${title} body`]));
  });

  it.each([
    [{ title: '', content: 'x' }, 'Title and content are required'],
    [{ title: 'x', content: ' ' }, 'Title and content are required'],
    [{ title: 'x', content: 'y', order: -1 }, 'Order must be 0 or more'],
    [{ title: 'x', content: 'y\u0000' }, 'Content contains control characters'],
  ])('refuses %j with "%s", writing nothing', async (input, message) => {
    const draft = await emptyDraft();
    await expect(catalog.sections.create(admin, draft.id, input)).rejects.toMatchObject({
      kind: 'bad_input',
      message,
    });
    expect(await count(Section)).toBe(0);
    expect(await eventTypes()).toEqual(['catalog.summary.created']);
  });

  it('answers an unknown summary or section with not found', async () => {
    await expect(
      catalog.sections.create(admin, crypto.randomUUID(), section('A')),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'Summary not found' });
    await expect(catalog.sections.delete(admin, 'nope')).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Section not found',
    });
    await expect(catalog.sections.forEditor(crypto.randomUUID())).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it('edits a section in place, its event carrying the new text for re-anchoring', async () => {
    const draft = await emptyDraft();
    const made = await catalog.sections.create(admin, draft.id, section('A'));
    const edited = await catalog.sections.update(admin, made.id, {
      title: ' A, revised ',
      content: 'New text',
    });
    expect(edited).toMatchObject({
      id: made.id,
      title: 'A, revised',
      content: 'New text',
      order: 1,
    });
    expect((await events()).at(-1)).toEqual({
      type: 'catalog.section.updated',
      payload: {
        section: { id: made.id, summaryId: draft.id, title: 'A, revised', order: 1 },
        content: 'New text',
      },
    });
    expect(
      await catalog.dataSource.getRepository(AuditEntry).findOneBy({ action: 'updated' }),
    ).toMatchObject({
      entity: 'section',
      entityId: made.id,
      changes: [
        { field: 'title', from: 'A', to: 'A, revised' },
        { field: 'content', from: 'A body', to: 'New text' },
      ],
    });
    // The same text again is no change: no event.
    const before = (await events()).length;
    await catalog.sections.update(admin, made.id, { title: 'A, revised', content: 'New text' });
    expect(await events()).toHaveLength(before);

    await expect(
      catalog.sections.update(admin, made.id, { title: 'x', content: ' ' }),
    ).rejects.toMatchObject({ kind: 'bad_input', message: 'Title and content are required' });
    await expect(
      catalog.sections.update(admin, crypto.randomUUID(), section('B')),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'Section not found' });
  });

  it('renumbers the rest after a delete', async () => {
    const draft = await emptyDraft();
    const [, middle] = [
      await catalog.sections.create(admin, draft.id, section('A')),
      await catalog.sections.create(admin, draft.id, section('B')),
      await catalog.sections.create(admin, draft.id, section('C')),
    ];
    await catalog.sections.delete(admin, middle!.id);
    expect(await sectionOrders(draft.id)).toEqual([
      ['A', 1],
      ['C', 2],
    ]);
    expect((await events()).at(-1)).toEqual({
      type: 'catalog.section.deleted',
      payload: {
        sectionId: middle!.id,
        summaryId: draft.id,
        sectionOrders: [
          { id: expect.any(String), order: 1 },
          { id: expect.any(String), order: 2 },
        ],
      },
    });
  });

  it('reorders in one transaction and refuses a list that is not exactly the sections', async () => {
    const draft = await emptyDraft();
    const [a, b, c] = [
      await catalog.sections.create(admin, draft.id, section('A')),
      await catalog.sections.create(admin, draft.id, section('B')),
      await catalog.sections.create(admin, draft.id, section('C')),
    ];
    const other = await emptyDraft('Other');
    const foreign = await catalog.sections.create(admin, other.id, section('Foreign'));

    for (const request of [
      [
        { id: a!.id, order: 1 },
        { id: b!.id, order: 2 },
      ],
      [
        { id: a!.id, order: 1 },
        { id: b!.id, order: 2 },
        { id: foreign.id, order: 3 },
      ],
      [
        { id: a!.id, order: 1 },
        { id: b!.id, order: 1 },
        { id: c!.id, order: 2 },
      ],
    ]) {
      await expect(catalog.sections.reorder(admin, draft.id, request)).rejects.toMatchObject({
        kind: 'bad_input',
      });
    }
    expect(await sectionOrders(draft.id)).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    expect(await eventTypes()).not.toContain('catalog.sections.reordered');

    // Move the third to the top, as the admin panel does: the client's swap numbers.
    const reordered = await catalog.sections.reorder(admin, draft.id, [
      { id: c!.id, order: 1 },
      { id: a!.id, order: 2 },
      { id: b!.id, order: 3 },
    ]);
    expect(reordered.map((s) => [s.title, s.order])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    expect((await events()).at(-1)).toEqual({
      type: 'catalog.sections.reordered',
      payload: {
        summaryId: draft.id,
        sectionOrders: [
          { id: c!.id, order: 1 },
          { id: a!.id, order: 2 },
          { id: b!.id, order: 3 },
        ],
      },
    });
    const [audit] = await catalog.dataSource
      .getRepository(AuditEntry)
      .find({ where: { action: 'reordered' } });
    expect(audit!.changes).toEqual([
      { field: 'C', from: '3', to: '1' },
      { field: 'A', from: '1', to: '2' },
      { field: 'B', from: '2', to: '3' },
    ]);
  });

  it('leaves orders 1..n without duplicates under concurrent creates, deletes and reorders', async () => {
    const draft = await emptyDraft();
    const seeded = [];
    for (const title of ['S1', 'S2', 'S3', 'S4']) {
      seeded.push(await catalog.sections.create(admin, draft.id, section(title)));
    }
    const results = await Promise.allSettled([
      ...Array.from({ length: 6 }, (_, i) =>
        catalog.sections.create(admin, draft.id, section(`New ${i}`, i % 2 === 0 ? 0 : 1)),
      ),
      catalog.sections.delete(admin, seeded[1]!.id),
      catalog.sections.delete(admin, seeded[2]!.id),
      catalog.sections.reorder(
        admin,
        draft.id,
        seeded.map((s, index) => ({ id: s.id, order: seeded.length - index })),
      ),
    ]);
    // Creates and deletes always succeed; the reorder names a snapshot, so it may be refused.
    expect(results.slice(0, 8).every((result) => result.status === 'fulfilled')).toBe(true);
    const orders = (await sectionOrders(draft.id)).map(([, order]) => order);
    expect(orders).toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
  });
});

describe('authorization', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  /** One operation per admin field; the test below proves every mutation is listed. */
  const ADMIN_OPERATIONS: Record<string, { query: string; variables?: Record<string, unknown> }> = {
    adminSummaries: { query: '{ adminSummaries { id } }' },
    adminSections: { query: `{ adminSections(summaryId: "${id}") { id } }` },
    summaryAuditTrail: { query: `{ summaryAuditTrail(summaryId: "${id}") { id } }` },
    summaryPreviewAs: { query: `{ summaryPreviewAs(id: "${id}", audience: VISITOR) { id } }` },
    createSummary: { query: 'mutation { createSummary(input: { title: "t" }) { id } }' },
    updateSummary: { query: `mutation { updateSummary(id: "${id}", input: {}) { id } }` },
    deleteSummary: { query: `mutation { deleteSummary(id: "${id}") }` },
    toggleSummaryPublished: { query: `mutation { toggleSummaryPublished(id: "${id}") { id } }` },
    createCategory: { query: 'mutation { createCategory(input: { name: "n" }) { id } }' },
    updateCategory: {
      query: `mutation { updateCategory(id: "${id}", input: { name: "n" }) { id } }`,
    },
    deleteCategory: { query: `mutation { deleteCategory(id: "${id}") }` },
    createSection: {
      query: `mutation { createSection(summaryId: "${id}", input: { title: "t" }) { id } }`,
    },
    updateSection: {
      query: `mutation { updateSection(id: "${id}", input: { title: "t" }) { id } }`,
    },
    deleteSection: { query: `mutation { deleteSection(id: "${id}") }` },
    reorderSections: {
      query: `mutation { reorderSections(summaryId: "${id}", sectionOrders: []) { id } }`,
    },
    freePicksOverview: { query: '{ freePicksOverview(timeZone: "UTC") { monthlyPicks } }' },
    memberFreePicks: { query: `{ memberFreePicks(userId: "${id}") { summaryId } }` },
  };
  /** Members' own mutations (free-picks.spec.ts covers who may use them). */
  const MEMBER_MUTATIONS = ['useFreePick'];

  it('lists every mutation of the catalog schema', () => {
    const schema = catalog.app.get(GraphQLSchemaHost).schema;
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    expect(
      mutations.filter((name) => !(name in ADMIN_OPERATIONS) && !MEMBER_MUTATIONS.includes(name)),
    ).toEqual([]);
  });

  const cases: Array<[string, string, Viewer, string, string]> = Object.keys(
    ADMIN_OPERATIONS,
  ).flatMap((field) => [
    [field, 'a visitor', ANONYMOUS_VIEWER, 'UNAUTHENTICATED', 'Unauthorized'],
    [field, 'a subscriber', viewers.subscriber, 'FORBIDDEN', 'Admin access required'],
  ]);

  it.each(cases)('%s refuses %s', async (field, _who, viewer, code, message) => {
    const { status, body } = await querySubgraph(catalog, viewer, ADMIN_OPERATIONS[field]!.query);
    expect(status).toBe(200);
    expect(body.errors).toEqual([
      expect.objectContaining({ message, extensions: expect.objectContaining({ code }) }),
    ]);
    expect(await eventTypes()).toEqual([]);
  });

  it('lets the admin through (the guard does not stand in the way)', async () => {
    const { body } = await querySubgraph(catalog, admin, ADMIN_OPERATIONS.adminSummaries!.query);
    expect(body).toEqual({ data: { adminSummaries: [] } });
    await createSummary(catalog, { isPublished: false });
    const listed = await querySubgraph(catalog, admin, '{ adminSummaries { isPublished } }');
    expect(listed.body.data.adminSummaries).toEqual([{ isPublished: false }]);
  });
});

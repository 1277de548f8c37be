import { createSummary, viewers } from '../src/testing/index.js';
import { useCatalog } from './catalog-fixture.js';

/**
 * The lexicon "did you mean" corrects against (TitleAuthorLexicon migration): each word of the
 * published titles and authors with how many published summaries use it, kept by the catalog's
 * own writes, whichever path makes them.
 */
const catalog = useCatalog('title_author_lexicon', { emptyBeforeEach: true });

async function lexicon(): Promise<Record<string, number>> {
  const rows = (await catalog.dataSource.query(
    'SELECT word, summaries FROM title_author_word ORDER BY word',
  )) as Array<{ word: string; summaries: number }>;
  return Object.fromEntries(rows.map((row) => [row.word, row.summaries]));
}

const input = (title: string, author: string) => ({
  title,
  author,
  description: 'A test summary.',
  content: 'Opening line.',
});

describe('the title and author lexicon', () => {
  it('counts the words of published titles and authors, lowercased, and only those', async () => {
    await createSummary(catalog, input('The Art of War', 'Sun Tzu'));
    await createSummary(catalog, input('The Art of Living', 'Epictetus'));
    await createSummary(catalog, { ...input('Unseen Draft', 'Nobody'), isPublished: false });
    expect(await lexicon()).toEqual({
      art: 2,
      epictetus: 1,
      living: 1,
      of: 2,
      sun: 1,
      the: 2,
      tzu: 1,
      war: 1,
    });
  });

  it('follows an edit, an unpublishing, a deletion and an emptied catalogue', async () => {
    const war = await createSummary(catalog, input('The Art of War', 'Sun Tzu'));
    const living = await createSummary(catalog, input('The Art of Living', 'Epictetus'));

    await catalog.summaryEditor.update(viewers.admin, war.id, input('The Art of Peace', 'Sun Tzu'));
    expect(await lexicon()).toMatchObject({ art: 2, peace: 1 });
    expect(await lexicon()).not.toHaveProperty('war');

    await catalog.summaryEditor.setPublished(viewers.admin, living.id, false);
    expect(await lexicon()).toEqual({ art: 1, of: 1, peace: 1, sun: 1, the: 1, tzu: 1 });

    await catalog.summaryEditor.delete(viewers.admin, war.id);
    expect(await lexicon()).toEqual({});

    await createSummary(catalog, input('Meditations', 'Marcus Aurelius'));
    await catalog.dataSource.query('TRUNCATE summary CASCADE');
    expect(await lexicon()).toEqual({});
  });

  it('follows a title changed by any statement, several summaries at once included', async () => {
    const war = await createSummary(catalog, input('The Art of War', 'Sun Tzu'));
    const living = await createSummary(catalog, input('The Art of Living', 'Epictetus'));
    await catalog.dataSource.query(
      `UPDATE summary SET title = replace(title, 'The Art of', 'On') WHERE id IN ($1, $2)`,
      [war.id, living.id],
    );
    expect(await lexicon()).toEqual({ epictetus: 1, living: 1, on: 2, sun: 1, tzu: 1, war: 1 });
  });

  it('runs only for an update that sets the title, the author or the publication', async () => {
    // PostgreSQL runs no trigger limited to columns for an UPDATE that sets none of them: the
    // search document's refresh, a cover or a category move pay nothing for the lexicon.
    const [trigger] = (await catalog.dataSource.query(
      `SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger
        WHERE tgrelid = 'summary'::regclass AND tgname = 'title_author_word_update'`,
    )) as Array<{ definition: string }>;
    expect(trigger?.definition).toContain('AFTER UPDATE OF title, author, is_published ON');
  });

  it('is left alone by a section write, which refreshes the search document only', async () => {
    const summary = await createSummary(catalog, input('On Anger', 'Seneca'));
    await catalog.dataSource.query(
      `UPDATE section SET content = 'Anger is brief madness.' WHERE summary_id = $1`,
      [summary.id],
    );
    expect(await lexicon()).toEqual({ anger: 1, on: 1, seneca: 1 });
  });
});

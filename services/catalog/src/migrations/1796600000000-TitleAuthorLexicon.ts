import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The title and author words of `rows` (a statement's transition table, or a row trigger's OLD or
 * NEW), each counted `sign`1 when that row is published.
 */
export const published = (rows: string, sign: '+' | '-') => `
      SELECT word, ${sign}1 AS summaries
        FROM ${rows === 'OLD' || rows === 'NEW' ? '' : `${rows}, `}title_author_words(${rows}.title, ${rows}.author) AS word
       WHERE ${rows}.is_published`;

/** A trigger function applying the net of `changes` (rows of a word and ±1) to the lexicon. */
export function lexiconTriggerFunction(name: string, changes: string): string {
  return `
        CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM title_author_word_change(array_agg(word), array_agg(summaries))
             FROM (SELECT word, sum(summaries)::integer AS summaries
                     FROM (${changes}) AS changed
                    GROUP BY word
                   HAVING sum(summaries) <> 0) AS net
           HAVING count(*) > 0;
          RETURN NULL;
        END
        $$`;
}

/**
 * "Did you mean" from a lexicon (issue 47), as PostgreSQL's pg_trgm documentation suggests for
 * text search ("Text Search Integration"): `title_author_word` holds each distinct word of the
 * published summaries' titles and authors (lowercased, as the `simple` text search configuration
 * splits them) with how many published summaries use it, under a trigram index. A misspelling is
 * matched against these few thousand words instead of against every summary's title and author.
 *
 * Triggers on `summary` keep it current in the same statement, and so the same transaction, as the
 * write: what a statement's rows add and take away is summed per word and applied in one upsert,
 * in word order (two writers sharing words wait for each other rather than deadlock); a word no
 * summary uses any more is removed. A statement that changes no title, author or publication (the
 * search document's refresh after a section's write) nets to nothing and writes nothing.
 */
export class TitleAuthorLexicon1796600000000 implements MigrationInterface {
  name = 'TitleAuthorLexicon1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE title_author_word (
        word text PRIMARY KEY,
        summaries integer NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX title_author_word_trgm_idx ON title_author_word USING gin (word gin_trgm_ops)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION title_author_words(p_title text, p_author text) RETURNS SETOF text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT lexeme FROM unnest(to_tsvector('simple', p_title || ' ' || p_author))
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION title_author_word_change(p_words text[], p_changes integer[]) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO title_author_word AS lexicon (word, summaries)
          SELECT change.word, change.summaries
            FROM unnest(p_words, p_changes) AS change (word, summaries)
           ORDER BY change.word
          ON CONFLICT (word) DO UPDATE SET summaries = lexicon.summaries + EXCLUDED.summaries;
        DELETE FROM title_author_word WHERE word = ANY(p_words) AND summaries <= 0;
      $$`);

    for (const [event, referencing, changes] of [
      ['insert', 'NEW TABLE AS added', published('added', '+')],
      [
        'update',
        'OLD TABLE AS old_rows NEW TABLE AS new_rows',
        `${published('old_rows', '-')} UNION ALL ${published('new_rows', '+')}`,
      ],
      ['delete', 'OLD TABLE AS removed', published('removed', '-')],
    ] as const) {
      await queryRunner.query(lexiconTriggerFunction(`title_author_word_${event}`, changes));
      await queryRunner.query(`
        CREATE TRIGGER title_author_word_${event} AFTER ${event.toUpperCase()} ON summary
          REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION title_author_word_${event}()`);
    }
    // TRUNCATE fires no row or transition-table trigger: an emptied catalogue has no words.
    await queryRunner.query(`
      CREATE FUNCTION title_author_word_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM title_author_word;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER title_author_word_truncate AFTER TRUNCATE ON summary
        FOR EACH STATEMENT EXECUTE FUNCTION title_author_word_truncate()`);

    await queryRunner.query(`
      INSERT INTO title_author_word (word, summaries)
        SELECT word, count(*) FROM summary, title_author_words(summary.title, summary.author) AS word
         WHERE summary.is_published
         GROUP BY word`);
    await queryRunner.query('ANALYZE title_author_word');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER title_author_word_${event} ON summary`);
      await queryRunner.query(`DROP FUNCTION title_author_word_${event}()`);
    }
    await queryRunner.query(`DROP FUNCTION title_author_word_change(text[], integer[])`);
    await queryRunner.query(`DROP FUNCTION title_author_words(text, text)`);
    await queryRunner.query(`DROP TABLE title_author_word`);
  }
}

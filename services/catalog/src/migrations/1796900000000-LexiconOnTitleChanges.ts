import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The title and author lexicon's update trigger (TitleAuthorLexicon migration) ran after every
 * UPDATE of `summary`, and captured the statement's old and new rows whole for it: the search
 * document's refresh after each section write, a cover, a category move, each paid for copies of
 * rows that change no word of the lexicon. PostgreSQL refuses transition tables on a trigger
 * limited to columns ("transition tables cannot be specified for triggers with column lists"),
 * so the update is now followed row by row, and only when the title, the author or the
 * publication (what the lexicon is made of) is set and differs: `UPDATE OF` names the columns,
 * `WHEN` skips a row whose values are set unchanged. Each row's words still go in one upsert in
 * word order; the catalog changes titles one summary at a time, so no two statements interleave
 * their rows' words (a bulk title edit running beside another could wait for it, never corrupt
 * the counts). Inserts, deletions and truncation keep their statement triggers.
 */
export class LexiconOnTitleChanges1796900000000 implements MigrationInterface {
  name = 'LexiconOnTitleChanges1796900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER title_author_word_update ON summary`);
    await queryRunner.query(`DROP FUNCTION title_author_word_update()`);
    await queryRunner.query(`
      CREATE FUNCTION title_author_word_update_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM title_author_word_change(array_agg(word), array_agg(summaries))
           FROM (SELECT word, sum(summaries)::integer AS summaries
                   FROM (SELECT word, -1 AS summaries
                           FROM title_author_words(OLD.title, OLD.author) AS word
                          WHERE OLD.is_published
                         UNION ALL
                         SELECT word, 1 AS summaries
                           FROM title_author_words(NEW.title, NEW.author) AS word
                          WHERE NEW.is_published) AS changed
                  GROUP BY word
                 HAVING sum(summaries) <> 0) AS net
         HAVING count(*) > 0;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER title_author_word_update
        AFTER UPDATE OF title, author, is_published ON summary
        FOR EACH ROW
        WHEN (OLD.title IS DISTINCT FROM NEW.title
           OR OLD.author IS DISTINCT FROM NEW.author
           OR OLD.is_published IS DISTINCT FROM NEW.is_published)
        EXECUTE FUNCTION title_author_word_update_row()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER title_author_word_update ON summary`);
    await queryRunner.query(`DROP FUNCTION title_author_word_update_row()`);
    await queryRunner.query(`
      CREATE FUNCTION title_author_word_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM title_author_word_change(array_agg(word), array_agg(summaries))
           FROM (SELECT word, sum(summaries)::integer AS summaries
                   FROM (SELECT word, -1 AS summaries
                           FROM old_rows, title_author_words(old_rows.title, old_rows.author) AS word
                          WHERE old_rows.is_published
                         UNION ALL
                         SELECT word, 1 AS summaries
                           FROM new_rows, title_author_words(new_rows.title, new_rows.author) AS word
                          WHERE new_rows.is_published) AS changed
                  GROUP BY word
                 HAVING sum(summaries) <> 0) AS net
         HAVING count(*) > 0;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER title_author_word_update AFTER UPDATE ON summary
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION title_author_word_update()`);
  }
}

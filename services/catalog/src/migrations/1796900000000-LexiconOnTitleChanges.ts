import type { MigrationInterface, QueryRunner } from 'typeorm';
import { lexiconTriggerFunction, published } from './1796600000000-TitleAuthorLexicon.js';

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
    await replaceUpdateTrigger(queryRunner, {
      dropped: 'title_author_word_update',
      created: 'title_author_word_update_row',
      changes: `${published('OLD', '-')} UNION ALL ${published('NEW', '+')}`,
      when: `AFTER UPDATE OF title, author, is_published ON summary FOR EACH ROW
        WHEN (OLD.title IS DISTINCT FROM NEW.title
           OR OLD.author IS DISTINCT FROM NEW.author
           OR OLD.is_published IS DISTINCT FROM NEW.is_published)`,
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replaceUpdateTrigger(queryRunner, {
      dropped: 'title_author_word_update_row',
      created: 'title_author_word_update',
      changes: `${published('old_rows', '-')} UNION ALL ${published('new_rows', '+')}`,
      when: `AFTER UPDATE ON summary REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT`,
    });
  }
}

/** The lexicon's update trigger, `title_author_word_update`, run `when` by function `created`. */
async function replaceUpdateTrigger(
  queryRunner: QueryRunner,
  {
    dropped,
    created,
    changes,
    when,
  }: { dropped: string; created: string; changes: string; when: string },
): Promise<void> {
  await queryRunner.query(`DROP TRIGGER title_author_word_update ON summary`);
  await queryRunner.query(`DROP FUNCTION ${dropped}()`);
  await queryRunner.query(lexiconTriggerFunction(created, changes));
  await queryRunner.query(
    `CREATE TRIGGER title_author_word_update ${when} EXECUTE FUNCTION ${created}()`,
  );
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search within one's highlights and notes (issue 47): the catalog's full-text machinery over a
 * member's own words, the same SQL on PGlite.
 *
 * - `highlight.search_document` is generated from the row itself: the quote (A) over the note
 *   (B), so a word the member highlighted ranks above the same word in a note. The book's title
 *   is left out: it lives in another table (a generated column cannot read it, and a trigger on
 *   every title change would rewrite every member's highlights of that book), and the page
 *   already narrows by book.
 * - The GIN index answers the match; the member's own rows are then picked by the filter (and
 *   by `highlight_member_created_idx` when the planner prefers it for a member with few).
 */
export class HighlightSearch1796600000100 implements MigrationInterface {
  name = 'HighlightSearch1796600000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE highlight ADD COLUMN search_document tsvector
        GENERATED ALWAYS AS (
          setweight(to_tsvector('english', quote), 'A') ||
          setweight(to_tsvector('english', coalesce(note, '')), 'B')
        ) STORED`);
    await queryRunner.query(
      `CREATE INDEX highlight_search_document_idx ON highlight USING gin (search_document)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX highlight_search_document_idx`);
    await queryRunner.query(`ALTER TABLE highlight DROP COLUMN search_document`);
  }
}

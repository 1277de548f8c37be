import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The library at 10,000 titles: the server pages and searches published summaries.
 *
 * - Search is spec section 5's case-insensitive substring match on title or author. `search_text`
 *   holds both, lowercased once at write time and joined by a line break (a search term is one
 *   line, so no match spans the two); pg_trgm's GIN index answers `LIKE '%term%'` on it without
 *   reading every row (terms under three characters have no trigram and scan the column).
 * - Pages follow a stable newest-first order, (published_at DESC, id DESC), and continue after
 *   the last row seen (keyset). A published summary always has its published_at, and the column
 *   keeps milliseconds so a cursor holding a JavaScript date names the row exactly.
 */
export class LibrarySearch1795394064566 implements MigrationInterface {
  name = 'LibrarySearch1795394064566';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `UPDATE summary SET published_at = COALESCE(updated_at, created_at)
        WHERE is_published AND published_at IS NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE summary
        ALTER COLUMN published_at TYPE timestamptz(3),
        ADD CONSTRAINT summary_published_has_date CHECK (NOT is_published OR published_at IS NOT NULL)`);
    await queryRunner.query(
      `CREATE INDEX summary_library_order_idx ON summary (published_at DESC, id DESC) WHERE is_published`,
    );
    await queryRunner.query(
      `CREATE INDEX summary_library_category_idx ON summary (category_id, published_at DESC, id DESC) WHERE is_published`,
    );
    await queryRunner.query(`
      ALTER TABLE summary ADD COLUMN search_text text
        GENERATED ALWAYS AS (lower(title || E'\\n' || author)) STORED`);
    await queryRunner.query(
      `CREATE INDEX summary_search_text_trgm_idx ON summary USING gin (search_text gin_trgm_ops) WHERE is_published`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX summary_search_text_trgm_idx`);
    await queryRunner.query(`ALTER TABLE summary DROP COLUMN search_text`);
    await queryRunner.query(`DROP INDEX summary_library_category_idx`);
    await queryRunner.query(`DROP INDEX summary_library_order_idx`);
    await queryRunner.query(`
      ALTER TABLE summary
        DROP CONSTRAINT summary_published_has_date,
        ALTER COLUMN published_at TYPE timestamptz`);
  }
}

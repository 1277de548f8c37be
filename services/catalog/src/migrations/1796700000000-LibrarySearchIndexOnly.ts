import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The library's title and author search at 100,000 titles (issue 47). It is a substring match
 * (spec: case-insensitive, on title or author), which the trigram index answers for terms of
 * three letters or more, but two costs stayed: counting the matches ("Showing N books") read
 * every matching row from the table, and a term under three letters, which has no trigram,
 * scanned the table whole. The library's order index now carries `search_text` as well, so both
 * the count and the page's ids come from the index alone (an index-only scan, its entries a few
 * dozen bytes against a summary row's kilobytes), whatever the term.
 */
export class LibrarySearchIndexOnly1796700000000 implements MigrationInterface {
  name = 'LibrarySearchIndexOnly1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX summary_library_order_search_idx ON summary (published_at DESC, id DESC)
        INCLUDE (search_text) WHERE is_published`);
    await queryRunner.query(`DROP INDEX summary_library_order_idx`);
    await queryRunner.query(
      `ALTER INDEX summary_library_order_search_idx RENAME TO summary_library_order_idx`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX summary_library_order_plain_idx ON summary (published_at DESC, id DESC)
        WHERE is_published`);
    await queryRunner.query(`DROP INDEX summary_library_order_idx`);
    await queryRunner.query(
      `ALTER INDEX summary_library_order_plain_idx RENAME TO summary_library_order_idx`,
    );
  }
}

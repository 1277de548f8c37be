import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The library's sorts by title and by length page by keyset like the newest-first order
 * (LibrarySearch): each has its index over the published rows, ending in the id that breaks ties.
 * The length band filter reads the reading-time index too; Free / Premium splits the rows in two
 * and needs none.
 */
export class LibraryFilters1795620000000 implements MigrationInterface {
  name = 'LibraryFilters1795620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX summary_library_title_idx ON summary (lower(title), id) WHERE is_published`,
    );
    await queryRunner.query(
      `CREATE INDEX summary_library_length_idx ON summary (reading_time_minutes, id) WHERE is_published`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX summary_library_length_idx`);
    await queryRunner.query(`DROP INDEX summary_library_title_idx`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each member's current minute of highlight writes (the per-member write rate limit). */
export class HighlightWriteWindow1796000000100 implements MigrationInterface {
  name = 'HighlightWriteWindow1796000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE highlight_write_window (
        member_id uuid PRIMARY KEY,
        window_started_at timestamptz NOT NULL,
        writes integer NOT NULL CHECK (writes >= 1)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE highlight_write_window`);
  }
}

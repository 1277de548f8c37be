import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each member's reader settings; the checks repeat the service's closed sets and range. */
export class ReaderSettings1795500000100 implements MigrationInterface {
  name = 'ReaderSettings1795500000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE reader_settings (
        member_id uuid PRIMARY KEY,
        text_size smallint NOT NULL CHECK (text_size BETWEEN 1 AND 5),
        line_spacing text NOT NULL CHECK (line_spacing IN ('COMPACT', 'NORMAL', 'RELAXED')),
        typeface text NOT NULL CHECK (typeface IN ('SERIF', 'SANS')),
        theme text NOT NULL CHECK (theme IN ('AUTO', 'LIGHT', 'SEPIA', 'DARK')),
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE reader_settings`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin's complimentary Premium may end on a date (issue 42: it was granted with one click,
 * for ever). Grants made before keep no end.
 */
export class ComplimentaryEnds1796150000100 implements MigrationInterface {
  name = 'ComplimentaryEnds1796150000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE complimentary_grant ADD COLUMN ends_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE complimentary_grant DROP COLUMN ends_at`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalog's free picks as reading needs them: one row per member and summary with the latest
 * expiry (a pick made again in a later month moves it on). No foreign key to the summary
 * projection: a pick's event may arrive before the summary's own.
 */
export class FreePickProjection1795400000100 implements MigrationInterface {
  name = 'FreePickProjection1795400000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE free_pick_projection (
        member_id uuid NOT NULL,
        summary_id uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (member_id, summary_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE free_pick_projection`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A free pick keeps its summary open for 30 days from the day it was made (issue 42), no longer
 * until its month ends. A summary can then be picked again in the month its pick ran out in, so
 * the one-pick-per-month key goes (picks of a member are serialised by an advisory lock, which
 * keeps one open pick per summary); the month's count reads its own index. Picks already made
 * get the same 30 days, counted from their day in their member's zone, where that is longer.
 */
export class PicksOpenThirtyDays1796150000000 implements MigrationInterface {
  name = 'PicksOpenThirtyDays1796150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE free_pick DROP CONSTRAINT free_pick_member_summary_month_key`,
    );
    await queryRunner.query(
      `CREATE INDEX free_pick_member_month_idx ON free_pick (member_id, month_key)`,
    );
    await queryRunner.query(`
      UPDATE free_pick
      SET expires_at = greatest(
        expires_at,
        (date_trunc('day', created_at AT TIME ZONE time_zone) + interval '30 days')
          AT TIME ZONE time_zone
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX free_pick_member_month_idx`);
    await queryRunner.query(`
      DELETE FROM free_pick AS later USING free_pick AS earlier
      WHERE later.member_id = earlier.member_id AND later.summary_id = earlier.summary_id
        AND later.month_key = earlier.month_key AND later.created_at > earlier.created_at`);
    await queryRunner.query(`
      ALTER TABLE free_pick ADD CONSTRAINT free_pick_member_summary_month_key
        UNIQUE (member_id, summary_id, month_key)`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Free picks (spec section 2: "3 free summaries per month"). A summary deleted takes its picks
 * with it. Reads look up a member's unexpired picks (member_id, expires_at); picking counts the
 * member's picks of one month through the unique key (member_id leads it; a member has few).
 * The admin's overview counts the picks made since a month began (created_at).
 */
export class FreePicks1795400000000 implements MigrationInterface {
  name = 'FreePicks1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE free_pick (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL,
        summary_id uuid NOT NULL REFERENCES summary(id) ON DELETE CASCADE,
        month_key text NOT NULL CHECK (month_key ~ '^[0-9]{4}-[0-9]{2}$'),
        time_zone text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT free_pick_member_summary_month_key UNIQUE (member_id, summary_id, month_key)
      )`);
    await queryRunner.query(
      `CREATE INDEX free_pick_member_expires_idx ON free_pick (member_id, expires_at)`,
    );
    await queryRunner.query(`CREATE INDEX free_pick_created_idx ON free_pick (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE free_pick`);
  }
}

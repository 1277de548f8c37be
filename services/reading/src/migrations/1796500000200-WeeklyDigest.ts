import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 46: the weekly digest (opt-in, off for everyone today) and a log of how members' review
 * e-mails were turned off, which admins count per day.
 */
export class WeeklyDigest1796500000200 implements MigrationInterface {
  name = 'WeeklyDigest1796500000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE review_email_preference ADD COLUMN weekly boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `CREATE INDEX review_email_preference_weekly_zone ON review_email_preference (time_zone) WHERE weekly`,
    );
    await queryRunner.query(`ALTER TABLE review_email DROP CONSTRAINT review_email_kind_check`);
    await queryRunner.query(
      `ALTER TABLE review_email ADD CONSTRAINT review_email_kind_check CHECK (kind IN ('daily', 'weekly'))`,
    );
    await queryRunner.query(`
      CREATE TABLE review_email_opt_out (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL,
        source text NOT NULL CHECK (source IN ('settings', 'link', 'bounce', 'complaint')),
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX review_email_opt_out_member ON review_email_opt_out (member_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX review_email_opt_out_created ON review_email_opt_out (created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE review_email_opt_out`);
    await queryRunner.query(`DELETE FROM review_email WHERE kind = 'weekly'`);
    await queryRunner.query(`ALTER TABLE review_email DROP CONSTRAINT review_email_kind_check`);
    await queryRunner.query(
      `ALTER TABLE review_email ADD CONSTRAINT review_email_kind_check CHECK (kind IN ('daily'))`,
    );
    await queryRunner.query(`DROP INDEX review_email_preference_weekly_zone`);
    await queryRunner.query(`ALTER TABLE review_email_preference DROP COLUMN weekly`);
  }
}

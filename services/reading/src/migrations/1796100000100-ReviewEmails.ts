import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Review e-mails (issue 46): preferences, one row per member, local date and kind, grade links. */
export class ReviewEmails1796100000100 implements MigrationInterface {
  name = 'ReviewEmails1796100000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE review_email_preference (
        member_id uuid PRIMARY KEY,
        daily boolean NOT NULL,
        send_at_minute smallint NOT NULL CHECK (send_at_minute BETWEEN 0 AND 1439),
        time_zone text NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX review_email_preference_daily_zone ON review_email_preference (time_zone) WHERE daily`,
    );
    await queryRunner.query(`
      CREATE TABLE review_email (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL,
        local_date date NOT NULL,
        kind text NOT NULL CHECK (kind IN ('daily')),
        card_count smallint NOT NULL CHECK (card_count BETWEEN 0 AND 5),
        created_at timestamptz NOT NULL,
        CONSTRAINT review_email_once_a_day UNIQUE (member_id, local_date, kind)
      )`);
    await queryRunner.query(`
      CREATE TABLE review_email_link (
        token_hash text PRIMARY KEY,
        email_id uuid NOT NULL REFERENCES review_email (id) ON DELETE CASCADE,
        member_id uuid NOT NULL,
        card_id uuid NOT NULL REFERENCES review_card (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        used_grade text CHECK (used_grade IN ('again', 'good'))
      )`);
    await queryRunner.query(`CREATE INDEX review_email_link_email ON review_email_link (email_id)`);
    await queryRunner.query(`CREATE INDEX review_email_link_card ON review_email_link (card_id)`);
    await queryRunner.query(
      `CREATE INDEX review_email_link_member ON review_email_link (member_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE review_email_link`);
    await queryRunner.query(`DROP TABLE review_email`);
    await queryRunner.query(`DROP TABLE review_email_preference`);
  }
}

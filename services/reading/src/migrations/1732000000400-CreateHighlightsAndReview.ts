import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateHighlightsAndReview1732000000400 implements MigrationInterface {
  name = 'CreateHighlightsAndReview1732000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE highlight (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL,
        summary_id uuid NOT NULL REFERENCES summary_projection (id),
        section_id uuid NOT NULL,
        quote text NOT NULL CHECK (char_length(quote) BETWEEN 1 AND 2000),
        prefix text NOT NULL CHECK (char_length(prefix) <= 32),
        suffix text NOT NULL CHECK (char_length(suffix) <= 32),
        start_offset integer NOT NULL CHECK (start_offset >= 0),
        end_offset integer NOT NULL CHECK (end_offset > start_offset),
        color text NOT NULL CHECK (color IN ('yellow', 'green', 'blue', 'pink')),
        note text CHECK (char_length(note) <= 5000),
        orphaned boolean NOT NULL DEFAULT false,
        in_review boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX highlight_member_created_idx ON highlight (member_id, created_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX highlight_member_summary_idx ON highlight (member_id, summary_id)`,
    );
    await queryRunner.query(`CREATE INDEX highlight_summary_idx ON highlight (summary_id)`);
    await queryRunner.query(`CREATE INDEX highlight_section_idx ON highlight (section_id)`);
    await queryRunner.query(`
      CREATE TABLE review_card (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        highlight_id uuid NOT NULL UNIQUE REFERENCES highlight (id) ON DELETE CASCADE,
        member_id uuid NOT NULL,
        due timestamptz NOT NULL,
        stability double precision NOT NULL,
        difficulty double precision NOT NULL,
        elapsed_days integer NOT NULL,
        scheduled_days integer NOT NULL,
        learning_steps integer NOT NULL,
        reps integer NOT NULL,
        lapses integer NOT NULL,
        state smallint NOT NULL,
        last_review timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX review_card_member_due_idx ON review_card (member_id, due)`,
    );
    await queryRunner.query(`
      CREATE TABLE review_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        card_id uuid NOT NULL REFERENCES review_card (id) ON DELETE CASCADE,
        member_id uuid NOT NULL,
        rating smallint NOT NULL,
        state smallint NOT NULL,
        due timestamptz NOT NULL,
        stability double precision NOT NULL,
        difficulty double precision NOT NULL,
        elapsed_days integer NOT NULL,
        last_elapsed_days integer NOT NULL,
        scheduled_days integer NOT NULL,
        learning_steps integer NOT NULL,
        review timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX review_log_member_review_idx ON review_log (member_id, review)`,
    );
    await queryRunner.query(`CREATE INDEX review_log_card_idx ON review_log (card_id)`);
    await queryRunner.query(`
      CREATE TABLE review_settings (
        member_id uuid PRIMARY KEY,
        new_cards_per_day integer NOT NULL CHECK (new_cards_per_day >= 0),
        cards_per_day integer NOT NULL CHECK (cards_per_day >= 1)
      )`);
    await queryRunner.query(`
      CREATE TABLE review_activity (
        member_id uuid NOT NULL,
        bucket_start timestamptz NOT NULL,
        PRIMARY KEY (member_id, bucket_start)
      )`);
    await queryRunner.query(`
      CREATE TABLE section_text (
        section_id uuid PRIMARY KEY,
        summary_id uuid NOT NULL,
        content text,
        deleted_at timestamptz,
        source_occurred_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE section_text`);
    await queryRunner.query(`DROP TABLE review_activity`);
    await queryRunner.query(`DROP TABLE review_settings`);
    await queryRunner.query(`DROP TABLE review_log`);
    await queryRunner.query(`DROP TABLE review_card`);
    await queryRunner.query(`DROP TABLE highlight`);
  }
}

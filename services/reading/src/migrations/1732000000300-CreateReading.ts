import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateReading1732000000300 implements MigrationInterface {
  name = 'CreateReading1732000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE summary_projection (
        id uuid PRIMARY KEY,
        title text NOT NULL,
        author text NOT NULL,
        category_id uuid,
        cover_image_url text,
        reading_time_minutes integer NOT NULL,
        is_premium boolean NOT NULL,
        is_published boolean NOT NULL,
        deleted_at timestamptz,
        source_occurred_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE favorite (
        member_id uuid NOT NULL,
        summary_id uuid NOT NULL REFERENCES summary_projection (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, summary_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX favorite_member_created_idx ON favorite (member_id, created_at DESC)`,
    );
    await queryRunner.query(`CREATE INDEX favorite_summary_idx ON favorite (summary_id)`);
    await queryRunner.query(`
      CREATE TABLE reading_progress (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL,
        summary_id uuid NOT NULL REFERENCES summary_projection (id),
        progress_percentage integer NOT NULL CHECK (progress_percentage BETWEEN 0 AND 100),
        is_completed boolean NOT NULL DEFAULT false,
        section_index integer NOT NULL DEFAULT 0 CHECK (section_index >= 0),
        started_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        last_read_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reading_progress_member_summary_key UNIQUE (member_id, summary_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX reading_progress_member_last_read_idx ON reading_progress (member_id, last_read_at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX reading_progress_summary_idx ON reading_progress (summary_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE reading_activity (
        member_id uuid NOT NULL,
        bucket_start timestamptz NOT NULL,
        PRIMARY KEY (member_id, bucket_start)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE reading_activity`);
    await queryRunner.query(`DROP TABLE reading_progress`);
    await queryRunner.query(`DROP TABLE favorite`);
    await queryRunner.query(`DROP TABLE summary_projection`);
  }
}

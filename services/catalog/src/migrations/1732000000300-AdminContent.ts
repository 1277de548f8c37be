import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin content management: the database agrees with the service on reading time (1-60) and
 * slug shape, a summary's section orders are unique (checked at commit, so a reorder can pass
 * through intermediate duplicates inside its transaction), and every change leaves an audit row.
 */
export class AdminContent1732000000300 implements MigrationInterface {
  name = 'AdminContent1732000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE summary SET reading_time_minutes = LEAST(GREATEST(reading_time_minutes, 1), 60)`,
    );
    await queryRunner.query(`
      ALTER TABLE summary
        DROP CONSTRAINT summary_reading_time_minutes_check,
        ADD CONSTRAINT summary_reading_time_minutes_range
          CHECK (reading_time_minutes BETWEEN 1 AND 60)`);
    await queryRunner.query(`
      ALTER TABLE category
        ADD CONSTRAINT category_slug_format CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        ADD CONSTRAINT category_name_present CHECK (btrim(name) <> '')`);
    // Existing installs may hold gaps or ties: renumber 1..n in the current order first.
    await queryRunner.query(`
      UPDATE section SET "order" = ranked.position
      FROM (
        SELECT id, row_number() OVER (PARTITION BY summary_id ORDER BY "order", id) AS position
        FROM section
      ) AS ranked
      WHERE section.id = ranked.id AND section."order" <> ranked.position`);
    await queryRunner.query(`DROP INDEX section_summary_order_idx`);
    await queryRunner.query(`
      ALTER TABLE section
        ADD CONSTRAINT section_summary_order_key UNIQUE (summary_id, "order")
          DEFERRABLE INITIALLY DEFERRED,
        ADD CONSTRAINT section_order_positive CHECK ("order" >= 1)`);
    await queryRunner.query(`
      CREATE TABLE audit_entry (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        occurred_at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid NOT NULL,
        actor_email text NOT NULL,
        entity text NOT NULL CHECK (entity IN ('summary', 'section', 'category')),
        entity_id uuid NOT NULL,
        summary_id uuid,
        action text NOT NULL,
        changes jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    // No foreign key on summary_id: the trail outlives a deleted summary.
    await queryRunner.query(
      `CREATE INDEX audit_entry_summary_idx ON audit_entry (summary_id, occurred_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_entry`);
    await queryRunner.query(`
      ALTER TABLE section
        DROP CONSTRAINT section_order_positive,
        DROP CONSTRAINT section_summary_order_key`);
    await queryRunner.query(
      `CREATE INDEX section_summary_order_idx ON section (summary_id, "order")`,
    );
    await queryRunner.query(`
      ALTER TABLE category
        DROP CONSTRAINT category_name_present,
        DROP CONSTRAINT category_slug_format`);
    await queryRunner.query(`
      ALTER TABLE summary
        DROP CONSTRAINT summary_reading_time_minutes_range,
        ADD CONSTRAINT summary_reading_time_minutes_check
          CHECK (reading_time_minutes BETWEEN 1 AND 600)`);
  }
}

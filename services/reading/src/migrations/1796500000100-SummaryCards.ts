import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' lists are answered from reading's copy of each summary's card (issue 44): its
 * description, its section count and its category's name come here. The section count is
 * counted from the sections reading already holds; the descriptions and the categories arrive
 * with the catalog's announcement of every summary and category (AnnounceSummaryCards), applied
 * through the inbox like any event.
 */
export class SummaryCards1796500000100 implements MigrationInterface {
  name = 'SummaryCards1796500000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE summary_projection
        ADD COLUMN description text,
        ADD COLUMN section_count integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      UPDATE summary_projection SET section_count = counted.sections
      FROM (
        SELECT summary_id, count(*)::int AS sections FROM section_text
        WHERE deleted_at IS NULL GROUP BY summary_id
      ) AS counted
      WHERE counted.summary_id = summary_projection.id`);
    await queryRunner.query(`
      CREATE TABLE category_projection (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        slug text NOT NULL,
        description text,
        deleted_at timestamptz,
        source_occurred_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX summary_projection_category_idx ON summary_projection (category_id)`,
    );
    // A section event recounts its summary's sections.
    await queryRunner.query(`CREATE INDEX section_text_summary_idx ON section_text (summary_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX section_text_summary_idx`);
    await queryRunner.query(`DROP INDEX summary_projection_category_idx`);
    await queryRunner.query(`DROP TABLE category_projection`);
    await queryRunner.query(
      `ALTER TABLE summary_projection DROP COLUMN description, DROP COLUMN section_count`,
    );
  }
}

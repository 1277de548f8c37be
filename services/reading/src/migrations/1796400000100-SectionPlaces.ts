import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each section's title and place in its summary (1..n), from the catalog's section events: the
 * highlights export goes in book order, grouped by section. Unknown (null) until the catalog's
 * announcement of its sections (AnnounceSectionPlaces) is applied.
 */
export class SectionPlaces1796400000100 implements MigrationInterface {
  name = 'SectionPlaces1796400000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE section_text
        ADD COLUMN title text,
        ADD COLUMN position integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE section_text DROP COLUMN title, DROP COLUMN position`);
  }
}

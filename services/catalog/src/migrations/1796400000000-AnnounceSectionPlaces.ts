import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ANNOUNCE_EVERY_SECTION } from './1796100000000-AnnounceSectionTexts.js';

/**
 * Reading keeps each section's title and place since this version (the highlights export is in
 * book order, grouped by section). The announcements sent before reached reading when it kept
 * only the text, so every section is announced once more, the same way; reading applies each
 * once and re-anchors nothing that did not move.
 */
export class AnnounceSectionPlaces1796400000000 implements MigrationInterface {
  name = 'AnnounceSectionPlaces1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(ANNOUNCE_EVERY_SECTION);
  }

  async down(): Promise<void> {
    // The announcements may already be delivered: nothing to take back.
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EVERY_CATEGORY_ANNOUNCED } from './1796500000000-AnnounceSummaryCards.js';

/**
 * An installation whose catalogue was seeded after AnnounceSummaryCards ran (every new one: the
 * migrations run before the seed) had its categories written without an event until the seed was
 * fixed, so reading holds none of their names and a member's lists show no category. Every
 * category is announced once more; reading applies each once and keeps the latest.
 */
export class AnnounceCategories1796800000000 implements MigrationInterface {
  name = 'AnnounceCategories1796800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(EVERY_CATEGORY_ANNOUNCED);
  }

  async down(): Promise<void> {
    // The announcements may already be delivered: nothing to take back.
  }
}

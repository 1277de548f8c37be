import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TrialEndingNotice1795700000000 implements MigrationInterface {
  name = 'TrialEndingNotice1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // When billing gave notice that a trial it granted ends (Stripe's trials get Stripe's
    // trial_will_end instead): one notice per trial, whatever the number of sweeps.
    await queryRunner.query(`ALTER TABLE trial ADD COLUMN ending_notice_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE trial DROP COLUMN ending_notice_at`);
  }
}

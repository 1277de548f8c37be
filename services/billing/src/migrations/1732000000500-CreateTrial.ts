import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTrial1732000000500 implements MigrationInterface {
  name = 'CreateTrial1732000000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One free trial per member, ever: the primary key is the member. A trial at Stripe names
    // its subscription; a trial billing grants itself (no Stripe settings) has none.
    await queryRunner.query(`
      CREATE TABLE trial (
        user_id uuid PRIMARY KEY REFERENCES billing_account (user_id),
        started_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        stripe_subscription_id text,
        CONSTRAINT trial_ends_after_start CHECK (ends_at > started_at)
      )`);
    // Members who subscribed before trials were recorded had theirs with their first subscription.
    await queryRunner.query(`
      INSERT INTO trial (user_id, started_at, ends_at, stripe_subscription_id)
      SELECT DISTINCT ON (user_id) user_id, stripe_created_at, trial_end, stripe_subscription_id
      FROM subscription
      WHERE trial_end IS NOT NULL AND trial_end > stripe_created_at
      ORDER BY user_id, stripe_created_at`);
    await queryRunner.query(
      `ALTER TABLE subscription ADD COLUMN has_payment_method boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE subscription DROP COLUMN has_payment_method`);
    await queryRunner.query(`DROP TABLE trial`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from '@distill/contracts';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** Subscription fields become closed sets, and billing's change counter keeps replays in order. */
export class SubscriptionFields1732000000210 implements MigrationInterface {
  name = 'SubscriptionFields1732000000210';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_account
        ADD CONSTRAINT user_account_subscription_status_check
          CHECK (subscription_status IN (${quoted(SUBSCRIPTION_STATUSES)})),
        ADD CONSTRAINT user_account_subscription_type_check
          CHECK (subscription_type IN (${quoted(SUBSCRIPTION_TYPES)})),
        ADD COLUMN billing_version integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_account
        DROP COLUMN billing_version,
        DROP CONSTRAINT user_account_subscription_type_check,
        DROP CONSTRAINT user_account_subscription_status_check`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from '@distill/contracts';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export class CreateBilling1732000000400 implements MigrationInterface {
  name = 'CreateBilling1732000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per member who ever touched billing: it is locked for every change of that
    // member, so concurrent requests create one Stripe customer and one subscription.
    await queryRunner.query(`
      CREATE TABLE billing_account (
        user_id uuid PRIMARY KEY,
        stripe_customer_id text,
        access_status text NOT NULL DEFAULT 'free'
          CHECK (access_status IN (${quoted(SUBSCRIPTION_STATUSES)})),
        access_type text NOT NULL DEFAULT 'free'
          CHECK (access_type IN (${quoted(SUBSCRIPTION_TYPES)})),
        access_subscription_id text,
        access_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT billing_account_stripe_customer_key UNIQUE (stripe_customer_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE subscription (
        stripe_subscription_id text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES billing_account (user_id),
        stripe_customer_id text NOT NULL,
        status text NOT NULL CHECK (status IN (${quoted(SUBSCRIPTION_STATUSES.filter((s) => s !== 'free'))})),
        plan text CHECK (plan IN ('monthly', 'annual')),
        stripe_price_id text,
        amount_cents integer CHECK (amount_cents >= 0),
        currency text,
        trial_end timestamptz,
        current_period_end timestamptz,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        cancel_at timestamptz,
        ended_at timestamptz,
        past_due_since timestamptz,
        stripe_created_at timestamptz NOT NULL,
        synced_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX subscription_user_idx ON subscription (user_id)`);
    await queryRunner.query(`
      CREATE TABLE stripe_event (
        id text PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX stripe_event_pending_idx ON stripe_event (received_at) WHERE processed_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE complimentary_grant (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES billing_account (user_id),
        granted_by uuid NOT NULL,
        granted_at timestamptz NOT NULL DEFAULT now(),
        revoked_by uuid,
        revoked_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX complimentary_grant_open_key ON complimentary_grant (user_id) WHERE revoked_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE complimentary_grant`);
    await queryRunner.query(`DROP TABLE stripe_event`);
    await queryRunner.query(`DROP TABLE subscription`);
    await queryRunner.query(`DROP TABLE billing_account`);
  }
}

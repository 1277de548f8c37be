import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PaidInvoiceAndEveryTrial1795900000100 implements MigrationInterface {
  name = 'PaidInvoiceAndEveryTrial1795900000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Whether the subscription ever had an invoice paid with money (a trial's $0 invoice does
    // not count): only such a subscription keeps Premium while past_due (issue 40 item 8).
    await queryRunner.query(
      `ALTER TABLE subscription ADD COLUMN has_paid_invoice boolean NOT NULL DEFAULT false`,
    );
    // From the invoice.paid events billing stored; a subscription with none is asked at Stripe
    // the next time it is seen past_due.
    await queryRunner.query(`
      UPDATE subscription SET has_paid_invoice = true
      WHERE stripe_subscription_id IN (
        SELECT COALESCE(
          payload #>> '{data,object,parent,subscription_details,subscription}',
          payload #>> '{data,object,subscription}')
        FROM stripe_event
        WHERE type = 'invoice.paid'
          AND payload #>> '{data,object,amount_paid}' ~ '^[1-9][0-9]*$')`);
    // One free trial per member, however it began: trials billing synced from Stripe without
    // starting them (the dashboard, the portal) count as the member's trial too.
    await queryRunner.query(`
      INSERT INTO trial (user_id, started_at, ends_at, stripe_subscription_id)
      SELECT DISTINCT ON (user_id) user_id, stripe_created_at, trial_end, stripe_subscription_id
      FROM subscription
      WHERE trial_end IS NOT NULL AND trial_end > stripe_created_at
      ORDER BY user_id, stripe_created_at
      ON CONFLICT (user_id) DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE subscription DROP COLUMN has_paid_invoice`);
  }
}

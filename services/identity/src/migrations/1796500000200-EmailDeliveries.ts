import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 46: what happened to each e-mail sent over SMTP (sent, failed after its last attempt)
 * and what the provider told us later (bounced, complained), for the admins' per-day counts.
 */
export class EmailDeliveries1796500000200 implements MigrationInterface {
  name = 'EmailDeliveries1796500000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE email_delivery (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES user_account (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('sent', 'failed', 'bounced', 'complained')),
        subject text NOT NULL,
        reason text,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX email_delivery_user ON email_delivery (user_id)`);
    await queryRunner.query(
      `CREATE INDEX email_delivery_status_created ON email_delivery (status, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE email_delivery`);
  }
}

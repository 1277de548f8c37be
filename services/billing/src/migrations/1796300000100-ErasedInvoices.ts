import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What accounting keeps of a deleted account's paid invoices (issue 45): Stripe's invoice id,
 * amount and when it was paid; no member id, name or e-mail. Deleted after ten years.
 */
export class ErasedInvoices1796300000100 implements MigrationInterface {
  name = 'ErasedInvoices1796300000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE erased_invoice (
        stripe_invoice_id text PRIMARY KEY,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        currency text NOT NULL,
        invoiced_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX erased_invoice_invoiced_idx ON erased_invoice (invoiced_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE erased_invoice`);
  }
}

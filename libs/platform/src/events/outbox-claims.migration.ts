import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The relay claims rows for a short lease instead of holding their locks while it publishes:
 * a relay that dies mid-batch leaves rows that any relay takes again once the lease ends.
 */
export class OutboxClaims1795400000000 implements MigrationInterface {
  name = 'OutboxClaims1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outbox_event ADD COLUMN claimed_until timestamptz`);
    await queryRunner.query(
      `CREATE INDEX outbox_event_sent_idx ON outbox_event (sent_at) WHERE sent_at IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX outbox_event_sent_idx`);
    await queryRunner.query(`ALTER TABLE outbox_event DROP COLUMN claimed_until`);
  }
}

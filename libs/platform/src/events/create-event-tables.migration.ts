import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEventTables1732000000000 implements MigrationInterface {
  name = 'CreateEventTables1732000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox_event (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        envelope jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await queryRunner.query(
      `CREATE INDEX outbox_event_pending_idx ON outbox_event (created_at) WHERE sent_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE inbox_event (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE inbox_event`);
    await queryRunner.query(`DROP TABLE outbox_event`);
  }
}

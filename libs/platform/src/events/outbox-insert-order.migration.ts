import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The relay sends rows in `created_at` order. `now()` is the time the writing transaction began,
 * so of two transactions that wait on the same lock (two toggles of one summary), the one that
 * began first but wrote second got the earlier time and its event went out first: consumers
 * ended on the wrong state. `clock_timestamp()` is the moment of the insert itself, which follows
 * the lock's order.
 */
export class OutboxInsertOrder1795410000000 implements MigrationInterface {
  name = 'OutboxInsertOrder1795410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE outbox_event ALTER COLUMN created_at SET DEFAULT clock_timestamp()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outbox_event ALTER COLUMN created_at SET DEFAULT now()`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's request to delete their account (issue 45). While `user_id` is set the deletion is
 * pending; erasing the account sets `erased_at` and, with the account gone, `user_id` to null: the
 * row stays as the record that an erasure happened, naming no one.
 */
export class AccountDeletion1796300000200 implements MigrationInterface {
  name = 'AccountDeletion1796300000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE account_deletion (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid UNIQUE REFERENCES user_account (id) ON DELETE SET NULL,
        requested_at timestamptz NOT NULL,
        erase_after timestamptz NOT NULL,
        erased_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX account_deletion_due_idx ON account_deletion (erase_after) WHERE erased_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE account_deletion`);
  }
}

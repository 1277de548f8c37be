import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's data archive (issue 45): one row per member (a new request replaces an expired or
 * failed one), the zip file in `content` until its link expires. Erased with the account
 * (IDENTITY_MEMBER_DATA), and by the foreign key should the account row go first.
 */
export class DataArchive1796400000100 implements MigrationInterface {
  name = 'DataArchive1796400000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE data_archive (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL UNIQUE REFERENCES user_account (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('preparing', 'ready')),
        requested_at timestamptz NOT NULL,
        ready_at timestamptz,
        expires_at timestamptz,
        byte_size integer,
        content bytea
      )`);
    await queryRunner.query(
      `CREATE INDEX data_archive_expiry_idx ON data_archive (expires_at) WHERE content IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE data_archive`);
  }
}

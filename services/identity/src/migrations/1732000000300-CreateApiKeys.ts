import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateApiKeys1732000000300 implements MigrationInterface {
  name = 'CreateApiKeys1732000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE api_key (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        prefix text NOT NULL,
        key_hash text NOT NULL,
        scopes text[] NOT NULL DEFAULT '{}',
        rate_limit_per_minute integer NOT NULL CHECK (rate_limit_per_minute BETWEEN 1 AND 10000),
        created_by uuid REFERENCES user_account (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        CONSTRAINT api_key_key_hash_key UNIQUE (key_hash)
      )`);
    await queryRunner.query(`CREATE INDEX api_key_created_at_idx ON api_key (created_at, id)`);
    await queryRunner.query(`CREATE INDEX api_key_created_by_idx ON api_key (created_by)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE api_key`);
  }
}

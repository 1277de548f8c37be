import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentity1732000000200 implements MigrationInterface {
  name = 'CreateIdentity1732000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_account (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email)),
        password_hash text,
        firebase_uid text,
        first_name text,
        last_name text,
        profile_image_url text,
        auth_provider text NOT NULL DEFAULT 'local' CHECK (auth_provider IN ('local', 'firebase')),
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        subscription_status text NOT NULL DEFAULT 'free',
        subscription_type text NOT NULL DEFAULT 'free',
        stripe_customer_id text,
        stripe_subscription_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_account_email_key UNIQUE (email)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX user_account_firebase_uid_key ON user_account (firebase_uid) WHERE firebase_uid IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX user_account_created_at_idx ON user_account (created_at, id)`,
    );
    await queryRunner.query(`
      CREATE TABLE session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        CONSTRAINT session_token_hash_key UNIQUE (token_hash)
      )`);
    await queryRunner.query(
      `CREATE INDEX session_user_idx ON session (user_id) WHERE revoked_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE password_reset_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT password_reset_token_hash_key UNIQUE (token_hash)
      )`);
    await queryRunner.query(
      `CREATE INDEX password_reset_token_user_idx ON password_reset_token (user_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE email_preview (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE email_preview`);
    await queryRunner.query(`DROP TABLE password_reset_token`);
    await queryRunner.query(`DROP TABLE session`);
    await queryRunner.query(`DROP TABLE user_account`);
  }
}

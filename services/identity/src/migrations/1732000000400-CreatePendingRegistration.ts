import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Registrations waiting for their e-mail's proof: no account exists until the link is opened. */
export class CreatePendingRegistration1732000000400 implements MigrationInterface {
  name = 'CreatePendingRegistration1732000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pending_registration (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text NOT NULL,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pending_registration_email_key UNIQUE (email),
        CONSTRAINT pending_registration_token_hash_key UNIQUE (token_hash)
      )`);
    await queryRunner.query(
      `CREATE INDEX pending_registration_expires_at_idx ON pending_registration (expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE pending_registration`);
  }
}

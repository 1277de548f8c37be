import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCatalog1732000000100 implements MigrationInterface {
  name = 'CreateCatalog1732000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE category (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        slug text NOT NULL,
        description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT category_slug_key UNIQUE (slug)
      )`);
    await queryRunner.query(`
      CREATE TABLE summary (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        author text NOT NULL,
        description text,
        content text NOT NULL,
        cover_image_url text,
        category_id uuid REFERENCES category (id) ON DELETE SET NULL,
        reading_time_minutes integer NOT NULL DEFAULT 15 CHECK (reading_time_minutes BETWEEN 1 AND 600),
        is_premium boolean NOT NULL DEFAULT true,
        is_published boolean NOT NULL DEFAULT false,
        is_featured boolean NOT NULL DEFAULT false,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX summary_category_idx ON summary (category_id)`);
    await queryRunner.query(
      `CREATE INDEX summary_published_idx ON summary (is_featured DESC, published_at DESC) WHERE is_published`,
    );
    await queryRunner.query(`
      CREATE TABLE section (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        summary_id uuid NOT NULL REFERENCES summary (id) ON DELETE CASCADE,
        title text NOT NULL,
        content text NOT NULL,
        "order" integer NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX section_summary_order_idx ON section (summary_id, "order")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE section`);
    await queryRunner.query(`DROP TABLE summary`);
    await queryRunner.query(`DROP TABLE category`);
  }
}

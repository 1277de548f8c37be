import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The time zone each member's free-pick months are counted in (issue 40 item 7), keyed by the
 * member: read and written only by member id. Members who picked before keep their newest
 * pick's zone, as if set then.
 */
export class MemberTimeZone1795900000000 implements MigrationInterface {
  name = 'MemberTimeZone1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_time_zone (
        member_id uuid PRIMARY KEY,
        time_zone text NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO member_time_zone (member_id, time_zone, changed_at)
      SELECT DISTINCT ON (member_id) member_id, time_zone, created_at
      FROM free_pick
      ORDER BY member_id, created_at DESC`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE member_time_zone`);
  }
}

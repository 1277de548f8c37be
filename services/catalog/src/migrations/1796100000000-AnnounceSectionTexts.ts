import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One `catalog.section.created` outbox row per section, with its text, title and place. */
export const ANNOUNCE_EVERY_SECTION = `
      INSERT INTO outbox_event (id, type, envelope)
      SELECT event.id, 'catalog.section.created', jsonb_build_object(
        'id', event.id,
        'type', 'catalog.section.created',
        'version', 1,
        'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'producer', 'catalog',
        'correlationId', NULL,
        'payload', jsonb_build_object(
          'section', jsonb_build_object(
            'id', event.section_id,
            'summaryId', event.summary_id,
            'title', event.title,
            'order', event."order"
          ),
          'content', event.content,
          'sectionOrders', (
            SELECT jsonb_agg(jsonb_build_object('id', sibling.id, 'order', sibling."order")
                             ORDER BY sibling."order", sibling.id)
            FROM section sibling
            WHERE sibling.summary_id = event.summary_id
          )
        )
      )
      FROM (
        SELECT gen_random_uuid() AS id, section.id AS section_id, summary_id, title, content,
          "order"
        FROM section
        ORDER BY summary_id, "order", section.id
      ) AS event`;

/**
 * `catalog.section.created` carries a section's text since this version, and reading refuses a
 * highlight in a section it does not hold for the summary. The sections written before (the
 * seed's, an editor's never edited since) reached reading without their text, so each existing
 * section is announced once, through the outbox like any change: one `catalog.section.created`
 * row, with its text and its summary's order, which reading's inbox applies once.
 */
export class AnnounceSectionTexts1796100000000 implements MigrationInterface {
  name = 'AnnounceSectionTexts1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(ANNOUNCE_EVERY_SECTION);
    // Migrations run before the service starts: its outbox relay sends the pending rows at start.
  }

  async down(): Promise<void> {
    // The announcements may already be delivered: nothing to take back.
  }
}

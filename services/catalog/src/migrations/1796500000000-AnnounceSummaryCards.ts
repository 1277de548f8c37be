import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An outbox row of `catalog.<entity>.updated`, written as the event publisher writes one. */
export function announcement(type: string, payload: string, from: string): string {
  return `
      INSERT INTO outbox_event (id, type, envelope)
      SELECT event.id, '${type}', jsonb_build_object(
        'id', event.id,
        'type', '${type}',
        'version', 1,
        'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'producer', 'catalog',
        'correlationId', NULL,
        'payload', ${payload}
      )
      FROM (${from}) AS event`;
}

/** One `catalog.category.updated` per category, as reading keeps them (name, slug, description). */
export const EVERY_CATEGORY_ANNOUNCED = announcement(
  'catalog.category.updated',
  `jsonb_build_object('category', jsonb_build_object(
    'id', event.category_id, 'name', event.name, 'slug', event.slug,
    'description', event.description))`,
  `SELECT gen_random_uuid() AS id, id AS category_id, name, slug, description
   FROM category ORDER BY id`,
);

/**
 * Reading answers members' lists from its own copy of each summary's card since this version:
 * the snapshot now carries the description, and reading keeps the categories' names. What it
 * heard before lacked both, so every category, then every summary, is announced once more
 * through the outbox (`catalog.category.updated`, `catalog.summary.updated` with the whole
 * snapshot), which reading's inbox applies once. Deleted summaries have no row here and stay the
 * tombstones reading keeps.
 */
export class AnnounceSummaryCards1796500000000 implements MigrationInterface {
  name = 'AnnounceSummaryCards1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(EVERY_CATEGORY_ANNOUNCED);
    await queryRunner.query(
      announcement(
        'catalog.summary.updated',
        `jsonb_build_object('summary', jsonb_build_object(
          'id', event.summary_id, 'title', event.title, 'author', event.author,
          'categoryId', event.category_id, 'coverImageUrl', event.cover_image_url,
          'readingTimeMinutes', event.reading_time_minutes, 'isPremium', event.is_premium,
          'isPublished', event.is_published, 'description', event.description))`,
        `SELECT gen_random_uuid() AS id, id AS summary_id, title, author, category_id,
           cover_image_url, reading_time_minutes, is_premium, is_published, description
         FROM summary ORDER BY id`,
      ),
    );
    // Migrations run before the service starts: its outbox relay sends the pending rows at start.
  }

  async down(): Promise<void> {
    // The announcements may already be delivered: nothing to take back.
  }
}

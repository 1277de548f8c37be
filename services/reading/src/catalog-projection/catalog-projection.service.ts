import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ReadingEvents,
  type CategorySnapshot,
  type FreePickUsedPayload,
  type SummarySnapshot,
} from '@distill/contracts';
import { EventPublisher } from '@distill/platform';

/**
 * Applies the catalog's summary and category events to the projection. Each write is
 * conditional on the event being at least as new as what the row already reflects, so events
 * that arrive out of order (the queue runs several at once, retries come late) never roll a
 * summary back, and a deletion is final.
 *
 * Whatever changed a summary's card (what members' lists show) is announced as
 * `reading.summary-cards.changed` in the same transaction: the gateway drops the lists it keeps
 * once reading's change is committed, so none is read and kept again from the old card.
 */
@Injectable()
export class CatalogProjectionService {
  constructor(private readonly events: EventPublisher) {}

  async applySnapshot(
    manager: EntityManager,
    summary: SummarySnapshot,
    occurredAt: Date,
  ): Promise<void> {
    const applied: unknown[] = await manager.query(
      `INSERT INTO summary_projection AS current
         (id, title, author, category_id, cover_image_url, reading_time_minutes,
          is_premium, is_published, description, source_occurred_at, section_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
         -- Its sections may have come before the summary was first published.
         (SELECT count(*)::int FROM section_text WHERE summary_id = $1 AND deleted_at IS NULL))
       ON CONFLICT (id) DO UPDATE SET
         title = EXCLUDED.title,
         author = EXCLUDED.author,
         category_id = EXCLUDED.category_id,
         cover_image_url = EXCLUDED.cover_image_url,
         reading_time_minutes = EXCLUDED.reading_time_minutes,
         is_premium = EXCLUDED.is_premium,
         is_published = EXCLUDED.is_published,
         -- Events written before the snapshot carried the description leave it as it was.
         description = CASE WHEN $11 THEN EXCLUDED.description ELSE current.description END,
         source_occurred_at = EXCLUDED.source_occurred_at
       WHERE current.deleted_at IS NULL
         AND current.source_occurred_at <= EXCLUDED.source_occurred_at
       RETURNING id`,
      [
        summary.id,
        summary.title,
        summary.author,
        summary.categoryId,
        summary.coverImageUrl,
        summary.readingTimeMinutes,
        summary.isPremium,
        summary.isPublished,
        summary.description ?? null,
        occurredAt,
        summary.description !== undefined,
      ],
    );
    if (applied.length > 0) await this.cardsChanged(manager, [summary.id]);
  }

  /** Keeps a tombstone (also for a summary never seen, in case its older events come later). */
  async applyDeletion(manager: EntityManager, summaryId: string, occurredAt: Date): Promise<void> {
    const applied: unknown[] = await manager.query(
      `INSERT INTO summary_projection AS current
         (id, title, author, reading_time_minutes, is_premium, is_published, deleted_at,
          source_occurred_at)
       VALUES ($1, '', '', 0, true, false, $2, $2)
       ON CONFLICT (id) DO UPDATE SET
         is_published = false,
         deleted_at = EXCLUDED.deleted_at,
         source_occurred_at = GREATEST(current.source_occurred_at, EXCLUDED.source_occurred_at)
       WHERE current.deleted_at IS NULL
       RETURNING id`,
      [summaryId, occurredAt],
    );
    if (applied.length > 0) await this.cardsChanged(manager, [summaryId]);
  }

  /** A category created or renamed: the cards of its summaries show its new name. */
  async applyCategory(
    manager: EntityManager,
    category: CategorySnapshot,
    occurredAt: Date,
  ): Promise<void> {
    const applied: unknown[] = await manager.query(
      `INSERT INTO category_projection AS current
         (id, name, slug, description, source_occurred_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET
         name = EXCLUDED.name,
         slug = EXCLUDED.slug,
         description = EXCLUDED.description,
         source_occurred_at = EXCLUDED.source_occurred_at
       WHERE current.deleted_at IS NULL
         AND current.source_occurred_at <= EXCLUDED.source_occurred_at
       RETURNING id`,
      [category.id, category.name, category.slug, category.description, occurredAt],
    );
    if (applied.length === 0) return;
    const shown: Array<{ id: string }> = await manager.query(
      `SELECT id FROM summary_projection WHERE category_id = $1 AND deleted_at IS NULL`,
      [category.id],
    );
    if (shown.length > 0)
      await this.cardsChanged(
        manager,
        shown.map((row) => row.id),
      );
  }

  /**
   * Keeps a tombstone. Its summaries were moved first (each a `catalog.summary.updated`); one
   * whose move has not arrived yet shows no category until it does.
   */
  async applyCategoryDeletion(
    manager: EntityManager,
    categoryId: string,
    occurredAt: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO category_projection AS current
         (id, name, slug, deleted_at, source_occurred_at)
       VALUES ($1, '', '', $2, $2)
       ON CONFLICT (id) DO UPDATE SET
         deleted_at = EXCLUDED.deleted_at,
         source_occurred_at = GREATEST(current.source_occurred_at, EXCLUDED.source_occurred_at)
       WHERE current.deleted_at IS NULL`,
      [categoryId, occurredAt],
    );
    const shown: Array<{ id: string }> = await manager.query(
      `SELECT id FROM summary_projection WHERE category_id = $1 AND deleted_at IS NULL`,
      [categoryId],
    );
    if (shown.length > 0)
      await this.cardsChanged(
        manager,
        shown.map((row) => row.id),
      );
  }

  /**
   * Counts the summary's sections again from those reading holds, after a section event was
   * applied to them (each event is applied once, in order of arrival: the count is of what is
   * held now, whatever order they came in).
   */
  async recountSections(manager: EntityManager, summaryId: string): Promise<void> {
    const changed: unknown[] = await manager.query(
      `UPDATE summary_projection SET section_count = counted.sections
       FROM (
         SELECT count(*)::int AS sections FROM section_text
         WHERE summary_id = $1 AND deleted_at IS NULL
       ) AS counted
       WHERE summary_projection.id = $1 AND summary_projection.section_count <> counted.sections
       RETURNING summary_projection.id`,
      [summaryId],
    );
    if (changed.length > 0) await this.cardsChanged(manager, [summaryId]);
  }

  /** A member's free pick: the summary is theirs to read until the latest expiry seen. */
  async applyFreePick(manager: EntityManager, pick: FreePickUsedPayload): Promise<void> {
    await manager.query(
      `INSERT INTO free_pick_projection AS current (member_id, summary_id, expires_at)
       VALUES ($1, $2, $3)
       ON CONFLICT (member_id, summary_id) DO UPDATE SET
         expires_at = GREATEST(current.expires_at, EXCLUDED.expires_at)`,
      [pick.memberId, pick.summaryId, new Date(pick.expiresAt)],
    );
  }

  private async cardsChanged(manager: EntityManager, summaryIds: string[]): Promise<void> {
    await this.events.publish(manager, ReadingEvents.SummaryCardsChanged, { summaryIds });
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FreePickUsedPayload, SummarySnapshot } from '@distill/contracts';

/**
 * Applies the catalog's summary events to the projection. Each write is conditional on the
 * event being at least as new as what the row already reflects, so events that arrive out of
 * order (the queue runs several at once, retries come late) never roll a summary back, and a
 * deletion is final.
 */
@Injectable()
export class CatalogProjectionService {
  async applySnapshot(
    manager: EntityManager,
    summary: SummarySnapshot,
    occurredAt: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO summary_projection AS current
         (id, title, author, category_id, cover_image_url, reading_time_minutes,
          is_premium, is_published, source_occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (id) DO UPDATE SET
         title = EXCLUDED.title,
         author = EXCLUDED.author,
         category_id = EXCLUDED.category_id,
         cover_image_url = EXCLUDED.cover_image_url,
         reading_time_minutes = EXCLUDED.reading_time_minutes,
         is_premium = EXCLUDED.is_premium,
         is_published = EXCLUDED.is_published,
         source_occurred_at = EXCLUDED.source_occurred_at
       WHERE current.deleted_at IS NULL
         AND current.source_occurred_at <= EXCLUDED.source_occurred_at`,
      [
        summary.id,
        summary.title,
        summary.author,
        summary.categoryId,
        summary.coverImageUrl,
        summary.readingTimeMinutes,
        summary.isPremium,
        summary.isPublished,
        occurredAt,
      ],
    );
  }

  /** Keeps a tombstone (also for a summary never seen, in case its older events come later). */
  async applyDeletion(manager: EntityManager, summaryId: string, occurredAt: Date): Promise<void> {
    await manager.query(
      `INSERT INTO summary_projection AS current
         (id, title, author, reading_time_minutes, is_premium, is_published, deleted_at,
          source_occurred_at)
       VALUES ($1, '', '', 0, true, false, $2, $2)
       ON CONFLICT (id) DO UPDATE SET
         is_published = false,
         deleted_at = EXCLUDED.deleted_at,
         source_occurred_at = GREATEST(current.source_occurred_at, EXCLUDED.source_occurred_at)
       WHERE current.deleted_at IS NULL`,
      [summaryId, occurredAt],
    );
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
}

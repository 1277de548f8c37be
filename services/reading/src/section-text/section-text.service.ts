import { Injectable } from '@nestjs/common';
import type { SectionOrder, SectionSnapshot } from '@distill/contracts';
import type { EntityManager } from 'typeorm';
import { reanchor } from '../highlights/anchoring.js';
import { Highlight } from '../highlights/highlight.entity.js';

/**
 * Keeps the text of the catalog's sections and moves the highlights in them along: each
 * highlight is re-anchored to the new text, or kept as orphaned with its quote when the text lost
 * it (or when it names a summary the section does not belong to).
 * Events older than what a row reflects change nothing; a deletion is final.
 */
@Injectable()
export class SectionTextService {
  /**
   * Holds the summary's sections for the rest of the caller's transaction. Every section event
   * writes its own row and then renumbers all of the summary's rows: two of them at once (the
   * catalog announces a summary's sections together) would each hold one row and wait for the
   * other's, a deadlock PostgreSQL breaks by failing one of them. Taken first, this orders them.
   */
  async holdSummary(manager: EntityManager, summaryId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `section_text:${summaryId}`,
    ]);
  }

  async applyEdit(
    manager: EntityManager,
    section: SectionSnapshot,
    content: string,
    occurredAt: Date,
  ): Promise<void> {
    const applied: unknown[] = await manager.query(
      `INSERT INTO section_text AS current
         (section_id, summary_id, content, title, position, source_occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (section_id) DO UPDATE SET
         content = EXCLUDED.content,
         title = EXCLUDED.title,
         position = EXCLUDED.position,
         source_occurred_at = EXCLUDED.source_occurred_at
       WHERE current.deleted_at IS NULL
         AND current.source_occurred_at <= EXCLUDED.source_occurred_at
       RETURNING section_id`,
      [section.id, section.summaryId, content, section.title, section.order, occurredAt],
    );
    if (applied.length === 0) return;
    const highlights = await manager.find(Highlight, {
      where: { sectionId: section.id },
      lock: { mode: 'pessimistic_write' },
    });
    for (const highlight of highlights) {
      // Filed under another summary: its quote was never checked against this text (which the
      // member may not read), so it is never compared with it either.
      const anchor =
        highlight.summaryId === section.summaryId ? reanchor(content, highlight) : null;
      await manager.update(
        Highlight,
        { id: highlight.id },
        anchor ? { ...anchor, orphaned: false } : { orphaned: true },
      );
    }
  }

  /**
   * The summary's sections in their new places (after an insert, a deletion or a reorder): each
   * event carries every section's place, so the latest one applied holds.
   */
  async applyOrders(
    manager: EntityManager,
    summaryId: string,
    orders: readonly SectionOrder[],
  ): Promise<void> {
    if (orders.length === 0) return;
    await manager.query(
      `UPDATE section_text SET position = place.position
       FROM unnest($2::uuid[], $3::int[]) AS place(section_id, position)
       WHERE section_text.section_id = place.section_id AND section_text.summary_id = $1`,
      [summaryId, orders.map((order) => order.id), orders.map((order) => order.order)],
    );
  }

  /** The section is gone: its highlights are kept, listed as no longer found. */
  async applyDeletion(
    manager: EntityManager,
    section: { id: string; summaryId: string },
    occurredAt: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO section_text AS current
         (section_id, summary_id, content, deleted_at, source_occurred_at)
       VALUES ($1, $2, NULL, $3, $3)
       ON CONFLICT (section_id) DO UPDATE SET
         content = NULL,
         deleted_at = EXCLUDED.deleted_at,
         source_occurred_at = GREATEST(current.source_occurred_at, EXCLUDED.source_occurred_at)
       WHERE current.deleted_at IS NULL`,
      [section.id, section.summaryId, occurredAt],
    );
    await manager.update(Highlight, { sectionId: section.id }, { orphaned: true });
  }
}

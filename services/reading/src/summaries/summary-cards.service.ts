import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SummaryCard } from './summary-reference.model.js';

/** A card as one row of `CARD_COLUMNS`. */
export interface CardRow {
  card_title: string;
  card_author: string;
  card_description: string | null;
  card_cover_image_url: string | null;
  card_category_id: string | null;
  card_category_name: string | null;
  card_category_slug: string | null;
  card_category_description: string | null;
  card_reading_time_minutes: number;
  card_is_premium: boolean;
  card_is_published: boolean;
  card_section_count: number;
}

/**
 * The columns of a card, for a list query that joins `summary_projection` as `summary` and
 * `category_projection` as `category` (`CARD_JOIN`): the list reads its entries and their cards
 * in one query.
 */
export const CARD_COLUMNS = `
  summary.title AS card_title, summary.author AS card_author,
  summary.description AS card_description, summary.cover_image_url AS card_cover_image_url,
  summary.category_id AS card_category_id, category.name AS card_category_name,
  category.slug AS card_category_slug, category.description AS card_category_description,
  summary.reading_time_minutes AS card_reading_time_minutes,
  summary.is_premium AS card_is_premium, summary.is_published AS card_is_published,
  summary.section_count AS card_section_count`;

/** A deleted category (or one not heard of yet) shows as none. */
export const CARD_JOIN = `LEFT JOIN category_projection category
  ON category.id = summary.category_id AND category.deleted_at IS NULL`;

export function cardOf(row: CardRow): SummaryCard {
  return {
    title: row.card_title,
    author: row.card_author,
    description: row.card_description,
    coverImageUrl: row.card_cover_image_url,
    categoryId: row.card_category_id,
    category:
      row.card_category_id !== null && row.card_category_name !== null
        ? {
            id: row.card_category_id,
            name: row.card_category_name,
            slug: row.card_category_slug!,
            description: row.card_category_description,
          }
        : null,
    readingTimeMinutes: row.card_reading_time_minutes,
    isPremium: row.card_is_premium,
    isPublished: row.card_is_published,
    sectionCount: row.card_section_count,
  };
}

/** Summaries' cards by id, each request's asked for in one query. */
@Injectable()
export class SummaryCards {
  constructor(private readonly dataSource: DataSource) {}

  async byIds(ids: readonly string[]): Promise<Map<string, SummaryCard>> {
    const rows: Array<CardRow & { id: string }> = await this.dataSource.query(
      `SELECT summary.id, ${CARD_COLUMNS}
       FROM summary_projection summary ${CARD_JOIN}
       WHERE summary.id = ANY($1::uuid[]) AND summary.deleted_at IS NULL`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, cardOf(row)]));
  }
}

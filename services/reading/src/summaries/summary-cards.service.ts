import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '@distill/contracts';
import type { SummaryCard, SummaryReference } from './summary-reference.model.js';

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

/**
 * A summary as a list read it, its card fields as plain properties: GraphQL's default resolver
 * answers them, where a field resolver per card field cost a list of ten ~100 resolver calls
 * through Nest's argument and guard machinery (issue 44's profile).
 */
export function listedSummary(id: string, row: CardRow): SummaryReference {
  return { id, ...cardOf(row) };
}

const CARD_FIELDS = [
  'title',
  'author',
  'description',
  'coverImageUrl',
  'categoryId',
  'category',
  'readingTimeMinutes',
  'isPremium',
  'isPublished',
  'sectionCount',
] as const satisfies ReadonlyArray<keyof SummaryCard>;

/** Ids asked for since the last query went out, and that query's answer. */
interface PendingCards {
  ids: Set<string>;
  loaded: Promise<Map<string, SummaryCard>>;
}

/** Summaries' cards by id, for a summary reached by its key alone. */
@Injectable()
export class SummaryCards {
  private pending: PendingCards | undefined;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * A summary known by its key alone (`_entities`, a mutation's answer, `nextRead`): its card
   * fields are getters that read the card the first time one is asked, and GraphQL awaits them.
   * Nothing is read when no card field is asked (a catalog list asking `isFavorite`). The getters
   * are not enumerable, so copying or comparing the object never starts a read. An unknown or
   * deleted summary has no card: each card field asked is an error.
   */
  byKey(id: string): SummaryReference {
    let card: Promise<SummaryCard> | undefined;
    const read = () =>
      (card ??= (isUuid(id) ? this.load(id) : Promise.resolve(undefined)).then((found) => {
        if (!found) throw new Error(`No summary ${id}`);
        return found;
      }));
    const summary = { id };
    for (const field of CARD_FIELDS) {
      Object.defineProperty(summary, field, { get: () => read().then((found) => found[field]) });
    }
    return summary as SummaryReference;
  }

  /**
   * One query for every card asked for in the same turn of the event loop (all the summaries of
   * one `_entities` call, or of requests arriving together): cards are public (whoever may see
   * an entry may see its card), so batching across requests shows nobody anything more.
   */
  private load(id: string): Promise<SummaryCard | undefined> {
    if (!this.pending) {
      const ids = new Set<string>();
      this.pending = {
        ids,
        loaded: new Promise((resolve, reject) =>
          setImmediate(() => {
            this.pending = undefined;
            this.byIds([...ids]).then(resolve, reject);
          }),
        ),
      };
    }
    this.pending.ids.add(id);
    return this.pending.loaded.then((cards) => cards.get(id));
  }

  private async byIds(ids: readonly string[]): Promise<Map<string, SummaryCard>> {
    const rows: Array<CardRow & { id: string }> = await this.dataSource.query(
      `SELECT summary.id, ${CARD_COLUMNS}
       FROM summary_projection summary ${CARD_JOIN}
       WHERE summary.id = ANY($1::uuid[]) AND summary.deleted_at IS NULL`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, cardOf(row)]));
  }
}

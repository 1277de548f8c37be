import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUuid, type MemberViewer } from '@distill/contracts';
import { ListedSummaries } from '../catalog-projection/listed-summaries.service.js';
import type { SummaryReference } from '../summaries/summary-reference.model.js';
import {
  CARD_COLUMNS,
  CARD_JOIN,
  type CardRow,
  listedSummary,
  SummaryCards,
} from '../summaries/summary-cards.service.js';
import { ReadingError } from '../reading.error.js';
import { Favorite } from './favorite.entity.js';
import type { FavoriteModel } from './favorite.model.js';

/** A member's favourites with each summary's card ($1: the member), listed summaries only. */
export const FAVORITES_LIST_QUERY = `
  SELECT favorite.summary_id, favorite.created_at, ${CARD_COLUMNS}
  FROM favorite
  JOIN summary_projection summary ON summary.id = favorite.summary_id
  ${CARD_JOIN}
  WHERE favorite.member_id = $1 AND summary.is_published AND summary.deleted_at IS NULL
  ORDER BY favorite.created_at DESC, favorite.summary_id ASC`;

@Injectable()
export class FavoritesService {
  constructor(
    @InjectRepository(Favorite) private readonly favorites: Repository<Favorite>,
    private readonly listed: ListedSummaries,
    private readonly cards: SummaryCards,
  ) {}

  /** The member's favourites among listed summaries, newest first. */
  async list(member: MemberViewer): Promise<FavoriteModel[]> {
    // The entries and their summaries' cards in one query (the list is one subgraph fetch).
    const rows: Array<{ summary_id: string; created_at: Date } & CardRow> =
      await this.favorites.query(FAVORITES_LIST_QUERY, [member.id]);
    return rows.map((row) => ({
      summaryId: row.summary_id,
      createdAt: row.created_at,
      summary: listedSummary(row.summary_id, row),
    }));
  }

  /**
   * Saving to read later needs only a published summary: a member without Premium may keep a
   * premium title (reading it in full, and recording progress, still need access). Adding a
   * favourite twice keeps the first one (and its date).
   */
  async add(member: MemberViewer, summaryId: string): Promise<FavoriteModel> {
    await this.listed.require(summaryId);
    await this.favorites
      .createQueryBuilder()
      .insert()
      .values({ memberId: member.id, summaryId })
      .orIgnore()
      .execute();
    const row = await this.favorites.findOneByOrFail({ memberId: member.id, summaryId });
    return { summaryId, createdAt: row.createdAt, summary: this.cards.byKey(summaryId) };
  }

  /** Removing a favourite that does not exist is not an error. */
  async remove(member: MemberViewer, summaryId: string): Promise<SummaryReference> {
    if (!isUuid(summaryId)) throw ReadingError.summaryNotFound();
    await this.favorites.delete({ memberId: member.id, summaryId });
    return this.cards.byKey(summaryId);
  }

  /** Which of the member's favourites exist, for `Summary.isFavorite` across a whole list. */
  async favoriteIds(memberId: string): Promise<Set<string>> {
    const rows = await this.favorites.find({ select: { summaryId: true }, where: { memberId } });
    return new Set(rows.map((row) => row.summaryId));
  }
}

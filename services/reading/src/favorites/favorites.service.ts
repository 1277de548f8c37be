import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUuid, type MemberViewer } from '@distill/contracts';
import { ListedSummaries } from '../catalog-projection/listed-summaries.service.js';
import {
  listedCondition,
  SummaryProjection,
} from '../catalog-projection/summary-projection.entity.js';
import { ReadingError } from '../reading.error.js';
import { Favorite } from './favorite.entity.js';
import type { FavoriteModel } from './favorite.model.js';

@Injectable()
export class FavoritesService {
  constructor(
    @InjectRepository(Favorite) private readonly favorites: Repository<Favorite>,
    private readonly listed: ListedSummaries,
  ) {}

  /** The member's favourites among listed summaries, newest first. */
  async list(member: MemberViewer): Promise<FavoriteModel[]> {
    const rows = await this.favorites
      .createQueryBuilder('favorite')
      .innerJoin(SummaryProjection, 'summary', 'summary.id = favorite.summaryId')
      .where('favorite.memberId = :memberId', { memberId: member.id })
      .andWhere(listedCondition('summary'))
      .orderBy('favorite.createdAt', 'DESC')
      .addOrderBy('favorite.summaryId', 'ASC')
      .getMany();
    return rows.map(toModel);
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
    return toModel(await this.favorites.findOneByOrFail({ memberId: member.id, summaryId }));
  }

  /** Removing a favourite that does not exist is not an error. */
  async remove(member: MemberViewer, summaryId: string): Promise<{ id: string }> {
    if (!isUuid(summaryId)) throw ReadingError.summaryNotFound();
    await this.favorites.delete({ memberId: member.id, summaryId });
    return { id: summaryId };
  }

  /** Which of the member's favourites exist, for `Summary.isFavorite` across a whole list. */
  async favoriteIds(memberId: string): Promise<Set<string>> {
    const rows = await this.favorites.find({ select: { summaryId: true }, where: { memberId } });
    return new Set(rows.map((row) => row.summaryId));
  }
}

function toModel(row: Favorite): FavoriteModel {
  return { summaryId: row.summaryId, createdAt: row.createdAt, summary: { id: row.summaryId } };
}

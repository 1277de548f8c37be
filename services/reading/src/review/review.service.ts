import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, Repository, type SelectQueryBuilder } from 'typeorm';
import { State } from 'ts-fsrs';
import { isUuid, type MemberViewer } from '@distill/contracts';
import { SummaryProjection } from '../catalog-projection/summary-projection.entity.js';
import { Highlight } from '../highlights/highlight.entity.js';
import { bookOf } from '../highlights/highlights.service.js';
import { activityBucketOf } from '../progress/reading-activity.entity.js';
import { ReadingError } from '../reading.error.js';
import { localDayOf, parseTimeZone, startOfLocalDay } from '../stats/calendar.js';
import { ReviewActivity } from './review-activity.entity.js';
import { ReviewCard } from './review-card.entity.js';
import { ReviewLog } from './review-log.entity.js';
import { gradeCard, type ReviewGrade } from './review-scheduler.js';
import { DEFAULT_REVIEW_SETTINGS, ReviewSettings } from './review-settings.entity.js';
import type { ReviewCardModel, ReviewSettingsModel } from './review.model.js';

const MAX_CARDS_PER_DAY = 500;

@Injectable()
export class ReviewService {
  constructor(
    @InjectRepository(ReviewCard) private readonly cards: Repository<ReviewCard>,
    @InjectRepository(ReviewSettings) private readonly settings: Repository<ReviewSettings>,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Today's cards in the member's time zone: due before their local day ends, within the daily
   * limits (cards already reviewed today do not count twice). Cards waiting longest come
   * first, then new ones, then those graded Again today, as the end of the same review.
   */
  async due(member: MemberViewer, timeZone: string, now = new Date()): Promise<ReviewCardModel[]> {
    return this.dueFor(member.id, parseTimeZone(timeZone), now);
  }

  /** `due` for a member by id, `zone` already checked (the review e-mail's scheduler). */
  async dueFor(memberId: string, zone: string, now: Date): Promise<ReviewCardModel[]> {
    const today = localDayOf(now, zone);
    const dayStart = startOfLocalDay(today, zone);
    const dayEnd = startOfLocalDay(today + 1, zone);
    const limits = await this.limitsOf(memberId);
    const todays = await this.dataSource.manager
      .createQueryBuilder(ReviewLog, 'log')
      .select('log.cardId', 'cardId')
      .addSelect(`bool_or(log.state = ${State.New})`, 'wasNew')
      .where('log.memberId = :memberId', { memberId })
      .andWhere('log.review >= :dayStart AND log.review < :dayEnd', { dayStart, dayEnd })
      .groupBy('log.cardId')
      .getRawMany<{ cardId: string; wasNew: boolean }>();
    const reviewedToday = todays.map((row) => row.cardId);
    const slots = Math.max(0, limits.cardsPerDay - reviewedToday.length);
    const newSlots = Math.min(
      slots,
      Math.max(0, limits.newCardsPerDay - todays.filter((row) => row.wasNew).length),
    );
    const dueCards = () => {
      const query = this.cards
        .createQueryBuilder('card')
        .innerJoin(Highlight, 'highlight', 'highlight.id = card.highlightId')
        .where('card.memberId = :memberId', { memberId })
        .andWhere('highlight.inReview = true')
        .andWhere('card.due < :dayEnd', { dayEnd })
        .orderBy('card.due', 'ASC')
        .addOrderBy('card.id', 'ASC');
      if (reviewedToday.length > 0) {
        query.andWhere('card.id NOT IN (:...reviewedToday)', { reviewedToday });
      }
      return query;
    };
    const take = (query: SelectQueryBuilder<ReviewCard>, count: number) =>
      count > 0 ? query.take(count).getMany() : Promise.resolve([]);
    const waiting = await take(dueCards().andWhere(`card.state <> ${State.New}`), slots);
    const fresh = await take(
      dueCards().andWhere(`card.state = ${State.New}`),
      Math.min(newSlots, slots - waiting.length),
    );
    const again =
      reviewedToday.length === 0
        ? []
        : await this.cards
            .createQueryBuilder('card')
            .innerJoin(Highlight, 'highlight', 'highlight.id = card.highlightId')
            .where('card.id IN (:...reviewedToday)', { reviewedToday })
            .andWhere('highlight.inReview = true')
            .andWhere('card.due < :dayEnd', { dayEnd })
            .orderBy('card.due', 'ASC')
            .addOrderBy('card.id', 'ASC')
            .getMany();
    return this.modelsOf([...waiting, ...fresh, ...again]);
  }

  /** Grades a card through ts-fsrs, logs the review and counts the day for the streak. */
  async grade(
    member: MemberViewer,
    cardId: string,
    grade: ReviewGrade,
    now = new Date(),
  ): Promise<ReviewCardModel> {
    const card = await this.dataSource.transaction((manager) =>
      this.gradeIn(manager, member.id, cardId, grade, now),
    );
    return (await this.modelsOf([card]))[0]!;
  }

  /**
   * Grades a member's card inside the caller's transaction (a grade link is spent in the same
   * one): the card under a row lock, its review log and the day's review activity.
   */
  async gradeIn(
    manager: EntityManager,
    memberId: string,
    cardId: string,
    grade: ReviewGrade,
    now: Date,
  ): Promise<ReviewCard> {
    const current = isUuid(cardId)
      ? await manager.findOne(ReviewCard, {
          where: { id: cardId, memberId },
          lock: { mode: 'pessimistic_write' },
        })
      : null;
    if (!current) {
      throw new ReadingError('READING_REVIEW_CARD_NOT_FOUND', 'Review card not found');
    }
    const next = gradeCard(current, grade, now);
    manager.merge(ReviewCard, current, next.card);
    await manager.save(current);
    await manager.insert(ReviewLog, { ...next.log, cardId: current.id, memberId });
    await manager
      .createQueryBuilder()
      .insert()
      .into(ReviewActivity)
      .values({ memberId, bucketStart: activityBucketOf(now) })
      .orIgnore()
      .execute();
    return current;
  }

  async settingsOf(member: MemberViewer): Promise<ReviewSettingsModel> {
    return this.limitsOf(member.id);
  }

  async updateSettings(
    member: MemberViewer,
    input: ReviewSettingsModel,
  ): Promise<ReviewSettingsModel> {
    const { newCardsPerDay, cardsPerDay } = input;
    if (!Number.isInteger(cardsPerDay) || cardsPerDay < 1 || cardsPerDay > MAX_CARDS_PER_DAY) {
      throw invalidSettings(`cardsPerDay must be between 1 and ${MAX_CARDS_PER_DAY}`);
    }
    if (!Number.isInteger(newCardsPerDay) || newCardsPerDay < 0 || newCardsPerDay > cardsPerDay) {
      throw invalidSettings('newCardsPerDay must be between 0 and cardsPerDay');
    }
    await this.settings.upsert({ memberId: member.id, newCardsPerDay, cardsPerDay }, ['memberId']);
    return { newCardsPerDay, cardsPerDay };
  }

  private async limitsOf(memberId: string): Promise<ReviewSettingsModel> {
    const row = await this.settings.findOneBy({ memberId });
    return row
      ? { newCardsPerDay: row.newCardsPerDay, cardsPerDay: row.cardsPerDay }
      : { ...DEFAULT_REVIEW_SETTINGS };
  }

  /** The cards as the review shows them: quote, note and book. */
  async modelsOf(cards: ReviewCard[]): Promise<ReviewCardModel[]> {
    if (cards.length === 0) return [];
    const manager = this.dataSource.manager;
    const highlights = new Map(
      (await manager.findBy(Highlight, { id: In(cards.map((card) => card.highlightId)) })).map(
        (row) => [row.id, row],
      ),
    );
    const summaries = new Map(
      (
        await manager.findBy(SummaryProjection, {
          id: In([...new Set([...highlights.values()].map((row) => row.summaryId))]),
        })
      ).map((row) => [row.id, row]),
    );
    return cards.map((card) => {
      const highlight = highlights.get(card.highlightId)!;
      return {
        id: card.id,
        highlightId: highlight.id,
        quote: highlight.quote,
        note: highlight.note,
        due: card.due,
        summary: bookOf(summaries.get(highlight.summaryId)!),
      };
    });
  }
}

function invalidSettings(message: string): ReadingError {
  return new ReadingError('READING_INVALID_REVIEW_SETTINGS', message);
}

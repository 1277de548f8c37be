import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository, type SelectQueryBuilder } from 'typeorm';
import { isUuid, type MemberViewer, type Viewer } from '@distill/contracts';
import { FreePicks } from '../free-picks/free-picks.service.js';
import {
  categoryFilter,
  encodeCursor,
  LENGTH_MINUTES,
  LibraryAccess,
  LibraryLength,
  lengthBandOf,
  type LibraryPageRequest,
  LibrarySort,
  substringPattern,
  type ValidLibraryPage,
  validLibraryPage,
} from './library-page.js';
import { audienceViewer, canSeeSummary, summaryView } from './summary-access.js';
import type { PreviewAudience } from './summary.input.js';
import { SummaryError } from './summary.error.js';
import { Summary } from './summary.entity.js';
import type { LibraryLengthBandModel, SummaryModel, SummaryPageModel } from './summary.model.js';
import { summariesWithCategory } from './summary-rows.js';

const MAX_LIST_LIMIT = 50;

/**
 * What the catalog answers about its summaries: lists, the library's pages, one summary, the
 * editor's preview. Drafts are filtered out for everyone but admins, and every summary is cut to
 * what its viewer may read (`summaryView`, with the summaries a member unlocked with free picks).
 */
@Injectable()
export class SummaryQueries {
  constructor(
    @InjectRepository(Summary) private readonly summaries: Repository<Summary>,
    private readonly freePicks: FreePicks,
  ) {}

  /** Published summaries: the featured ones first, then the newest. */
  async featured(viewer: Viewer, limit: number): Promise<SummaryModel[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) {
      throw new SummaryError(
        'SUMMARY_INVALID_INPUT',
        `limit must be between 1 and ${MAX_LIST_LIMIT}`,
      );
    }
    const rows = await this.rows()
      .where('summary.isPublished = true')
      .orderBy('summary.isFeatured', 'DESC')
      .addOrderBy('summary.publishedAt', 'DESC', 'NULLS LAST')
      .addOrderBy('summary.createdAt', 'DESC')
      .limit(limit)
      .getMany();
    return this.viewsFor(viewer, rows);
  }

  /** Every published summary, optionally of one category, newest first. */
  async published(viewer: Viewer, categoryId?: string | null): Promise<SummaryModel[]> {
    const filter = { categoryId: categoryFilter(categoryId), term: '' };
    const rows = await publishedOnly(this.rows(), filter)
      .orderBy('summary.publishedAt', 'DESC')
      .addOrderBy('summary.id', 'DESC')
      .getMany();
    return this.viewsFor(viewer, rows);
  }

  /**
   * One page of the library: published summaries matching the search, category, length and
   * access filters in the chosen order, continuing after the cursor; with how many match in all
   * and where the next page starts (null on the last page).
   */
  async page(viewer: Viewer, request: LibraryPageRequest): Promise<SummaryPageModel> {
    const filter = validLibraryPage(request);
    const order = LIBRARY_ORDERS[filter.sort];
    const [rows, total, unlocked] = await Promise.all([
      this.pageRows(filter),
      libraryCount(this.summaries, filter).getRawOne<{ count: number }>(),
      this.freePicks.unlockedFor(viewer),
    ]);
    const items = rows.slice(0, filter.limit);
    const last = items.at(-1);
    return {
      items: items.map((row) => summaryView(row, viewer, unlocked)),
      totalCount: total?.count ?? 0,
      nextCursor:
        rows.length > filter.limit && last
          ? encodeCursor({ sort: filter.sort, key: order.keyOf(last), id: last.id })
          : null,
    };
  }

  /**
   * The page's rows, one more than asked (it tells whether another page follows). The ids come
   * first, alone: newest first with a search term, the order index holds all they need
   * (LibrarySearchIndexOnly migration), so a term that few or no titles hold is looked for in
   * the index's entries, not in 100,000 summary rows fetched one by one to be tested; only the
   * page's rows are then read whole.
   */
  private async pageRows(filter: ValidLibraryPage): Promise<Summary[]> {
    const order = LIBRARY_ORDERS[filter.sort];
    const idQuery = libraryPageIds(this.summaries, filter);
    if (filter.after) {
      idQuery.andWhere(`(${order.key}, summary.id) ${order.after} (${order.cursorKey}, :afterId)`, {
        afterKey: filter.after.key,
        afterId: filter.after.id,
      });
    }
    const ids = (await idQuery.getRawMany<{ id: string }>()).map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = await this.rows().where('summary.id IN (:...ids)', { ids }).getMany();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A summary unpublished between the two reads is left out, as it would be a moment later.
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * How many published summaries each length band holds, every band in the filter's order: the
   * library offers only the bands that hold some (a band no summary fits would always be empty).
   */
  async lengthBands(): Promise<LibraryLengthBandModel[]> {
    // One row per distinct reading time: a few dozen at most, whatever the catalogue's size.
    const rows = await this.summaries
      .createQueryBuilder('summary')
      .select('summary.readingTimeMinutes', 'minutes')
      .addSelect('COUNT(*)::int', 'count')
      .where('summary.isPublished = true')
      .groupBy('summary.readingTimeMinutes')
      .getRawMany<{ minutes: number; count: number }>();
    const counts = new Map(Object.values(LibraryLength).map((length) => [length, 0]));
    for (const { minutes, count } of rows) {
      const band = lengthBandOf(minutes);
      counts.set(band, (counts.get(band) ?? 0) + count);
    }
    return [...counts].map(([length, count]) => ({ length, count }));
  }

  /** How many summaries readers can open: the landing's figure, counted, never claimed. */
  publishedCount(): Promise<number> {
    return this.summaries.countBy({ isPublished: true });
  }

  /** How many of those were published in the last 30 days: the landing's "new" figure. */
  publishedInLast30Days(): Promise<number> {
    const since = new Date(Date.now() - 30 * 86_400_000);
    return this.summaries.countBy({ isPublished: true, publishedAt: MoreThanOrEqual(since) });
  }

  /** Null when the id is unknown or malformed, or names a draft this viewer may not see. */
  async findForViewer(viewer: Viewer, id: string): Promise<SummaryModel | null> {
    if (!isUuid(id)) return null;
    const row = await this.rows().where('summary.id = :id', { id }).getOne();
    if (!row || !canSeeSummary(row, viewer)) return null;
    return summaryView(row, viewer, await this.freePicks.unlockedFor(viewer));
  }

  /** `findForViewer` for many ids in one query, in the order given (null where it is null). */
  async findManyForViewer(
    viewer: Viewer,
    ids: readonly string[],
  ): Promise<Array<SummaryModel | null>> {
    const wellFormed = ids.filter(isUuid);
    if (wellFormed.length === 0) return ids.map(() => null);
    const [rows, unlocked] = await Promise.all([
      this.rows().where('summary.id IN (:...ids)', { ids: wellFormed }).getMany(),
      this.freePicks.unlockedFor(viewer),
    ]);
    const visible = new Map(
      rows.filter((row) => canSeeSummary(row, viewer)).map((row) => [row.id, row]),
    );
    return ids.map((id) => {
      const row = visible.get(id);
      return row ? summaryView(row, viewer, unlocked) : null;
    });
  }

  /** Every summary, drafts included, newest first: the editor's list. */
  async adminList(viewer: MemberViewer): Promise<SummaryModel[]> {
    const rows = await this.rows()
      .orderBy('summary.createdAt', 'DESC')
      .addOrderBy('summary.id', 'DESC')
      .getMany();
    return this.viewsFor(viewer, rows);
  }

  /**
   * A summary exactly as `audience` would get it, published or not: the access rule applied
   * to a stand-in viewer, so the editor sees the locked state a visitor would.
   */
  async previewAs(id: string, audience: PreviewAudience): Promise<SummaryModel> {
    if (!isUuid(id)) throw SummaryError.notFound();
    const row = await this.rows().where('summary.id = :id', { id }).getOne();
    if (!row) throw SummaryError.notFound();
    return summaryView(row, audienceViewer(audience));
  }

  private async viewsFor(viewer: Viewer, rows: Summary[]): Promise<SummaryModel[]> {
    const unlocked = await this.freePicks.unlockedFor(viewer);
    return rows.map((row) => summaryView(row, viewer, unlocked));
  }

  private rows(): SelectQueryBuilder<Summary> {
    return summariesWithCategory(this.summaries.manager);
  }
}

/**
 * Each sort as a keyset: the sort key (the id breaks ties in the same direction), how a row
 * compares with the cursor's, and the key of a row for the next cursor. Each has its index
 * (LibrarySearch and LibraryFilters migrations).
 */
const LIBRARY_ORDERS: Record<
  LibrarySort,
  {
    key: string;
    direction: 'ASC' | 'DESC';
    after: '<' | '>';
    cursorKey: string;
    keyOf: (row: Summary) => string | number;
  }
> = {
  [LibrarySort.NEWEST]: {
    key: 'summary.publishedAt',
    direction: 'DESC',
    after: '<',
    cursorKey: ':afterKey::timestamptz',
    // A published summary always has its date (summary_published_has_date).
    keyOf: (row) => row.publishedAt!.toISOString(),
  },
  [LibrarySort.TITLE]: {
    key: 'lower(summary.title)',
    direction: 'ASC',
    after: '>',
    // The cursor holds the title itself: PostgreSQL lowers both sides alike.
    cursorKey: 'lower(:afterKey)',
    keyOf: (row) => row.title,
  },
  [LibrarySort.SHORTEST]: {
    key: 'summary.readingTimeMinutes',
    direction: 'ASC',
    after: '>',
    cursorKey: ':afterKey::int',
    keyOf: (row) => row.readingTimeMinutes,
  },
};

/** The ids of a library page, in its order, one more than its limit (no cursor applied yet). */
export function libraryPageIds(
  summaries: Repository<Summary>,
  filter: ValidLibraryPage,
): SelectQueryBuilder<Summary> {
  const order = LIBRARY_ORDERS[filter.sort];
  return publishedOnly(summaries.createQueryBuilder('summary'), filter)
    .select('summary.id', 'id')
    .orderBy(order.key, order.direction)
    .addOrderBy('summary.id', order.direction)
    .limit(filter.limit + 1);
}

/**
 * How many published summaries match the filter: a plain count (getCount() counts DISTINCT ids,
 * a sort this single table never needs). With a search term alone it is answered from an index
 * of `search_text` alone (LibraryCountIndex migration), whatever the term.
 */
export function libraryCount(
  summaries: Repository<Summary>,
  filter: Pick<ValidLibraryPage, 'categoryId' | 'term'> &
    Partial<Pick<ValidLibraryPage, 'length' | 'access'>>,
): SelectQueryBuilder<Summary> {
  return publishedOnly(summaries.createQueryBuilder('summary'), filter).select(
    'COUNT(*)::int',
    'count',
  );
}

/** Published summaries matching the filter's category, search term, length and access. */
function publishedOnly(
  query: SelectQueryBuilder<Summary>,
  {
    categoryId,
    term,
    length,
    access,
  }: Pick<ValidLibraryPage, 'categoryId' | 'term'> &
    Partial<Pick<ValidLibraryPage, 'length' | 'access'>>,
): SelectQueryBuilder<Summary> {
  query.where('summary.isPublished = true');
  if (categoryId) query.andWhere('summary.categoryId = :categoryId', { categoryId });
  if (term) {
    // search_text is lower(title, line break, author), trigram-indexed (LibrarySearch migration).
    query.andWhere('summary.search_text LIKE lower(:pattern)', {
      pattern: substringPattern(term),
    });
  }
  if (length) {
    query.andWhere('summary.readingTimeMinutes BETWEEN :minMinutes AND :maxMinutes', {
      minMinutes: LENGTH_MINUTES[length].min,
      maxMinutes: LENGTH_MINUTES[length].max,
    });
  }
  if (access) {
    query.andWhere('summary.isPremium = :isPremium', {
      isPremium: access === LibraryAccess.PREMIUM,
    });
  }
  return query;
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityManager,
  In,
  IsNull,
  Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import { isUuid, type MemberViewer } from '@distill/contracts';
import {
  encodeSearchCursor,
  inSearchTransaction,
  searchSnippets,
  validSearch,
} from '@distill/platform';
import { ListedSummaries } from '../catalog-projection/listed-summaries.service.js';
import { SummaryProjection } from '../catalog-projection/summary-projection.entity.js';
import { ReadingError } from '../reading.error.js';
import { ReviewCard } from '../review/review-card.entity.js';
import { newCardState } from '../review/review-scheduler.js';
import { SectionText } from '../section-text/section-text.entity.js';
import { placeQuote } from './anchoring.js';
import type {
  HighlightBookModel,
  HighlightExportPageModel,
  HighlightModel,
  HighlightPageModel,
  HighlightSearchConnectionModel,
} from './dto/highlight.model.js';
import { exportFileOf, exportPageOf, type ExportFormat } from './highlight-export.js';
import {
  decodeExportCursor,
  encodeExportCursor,
  encodeHighlightCursor,
  EXPORT_PAGE_SIZE,
  validColor,
  validHighlightPage,
  validLinkOrigin,
  validNewHighlight,
  validHighlightFilters,
  validNote,
  type HighlightChange,
  type HighlightPageRequest,
  type NewHighlight,
  type ValidNewHighlight,
} from './highlight-rules.js';
import { Highlight } from './highlight.entity.js';
import { admitHighlightWrite, noteCharactersOf } from './member-highlight-limits.js';

@Injectable()
export class HighlightsService {
  constructor(
    @InjectRepository(Highlight) private readonly highlights: Repository<Highlight>,
    @InjectRepository(SummaryProjection)
    private readonly summaries: Repository<SummaryProjection>,
    @InjectRepository(SectionText) private readonly sectionTexts: Repository<SectionText>,
    private readonly dataSource: DataSource,
    private readonly listed: ListedSummaries,
  ) {}

  /**
   * The member's highlights, newest first, filtered and paged. A member keeps every highlight,
   * also of summaries they can no longer read or that left the catalog: the quotes are theirs.
   */
  async page(member: MemberViewer, request: HighlightPageRequest): Promise<HighlightPageModel> {
    const page = validHighlightPage(request);
    const query = this.highlights
      .createQueryBuilder('highlight')
      .where('highlight.memberId = :memberId', { memberId: member.id });
    if (page.summaryId) query.andWhere('highlight.summaryId = :summaryId', page);
    if (page.color) query.andWhere('highlight.color = :color', page);
    const totalCount = await query.getCount();
    if (page.after) {
      query.andWhere(
        '(highlight.createdAt < :afterAt OR (highlight.createdAt = :afterAt AND highlight.id < :afterId))',
        { afterAt: page.after.createdAt, afterId: page.after.id },
      );
    }
    const rows = await newestFirst(query)
      .take(page.limit + 1)
      .getMany();
    const items = rows.slice(0, page.limit);
    const last = items.at(-1);
    return {
      items: await this.withBooks(items),
      totalCount,
      nextCursor: rows.length > page.limit && last ? encodeHighlightCursor(last) : null,
    };
  }

  /**
   * The member's own highlights whose quote or note holds the words (websearch syntax: "a
   * phrase", -excluded, or), best first, with a marked snippet of each; filtered by book and
   * colour like the list. A query of operators or stop words alone finds nothing.
   */
  async search(
    member: MemberViewer,
    request: {
      q: string;
      first?: number | null;
      after?: string | null;
      summaryId?: string | null;
      color?: string | null;
    },
  ): Promise<HighlightSearchConnectionModel> {
    const search = validSearch(request);
    const filters = validHighlightFilters(request);
    const page = await inSearchTransaction(this.dataSource, async (manager) => {
      const hits = (await manager.query(HIGHLIGHT_SEARCH_SQL, [
        member.id,
        search.q,
        search.after?.rank ?? null,
        search.after?.id ?? null,
        filters.summaryId,
        filters.color,
        search.first + 1,
      ])) as Array<{ id: string; rank: string }>;
      const shown = hits.slice(0, search.first);
      const rows = new Map(
        (shown.length === 0
          ? []
          : await manager.findBy(Highlight, { id: In(shown.map((hit) => hit.id)) })
        ).map((row) => [row.id, row]),
      );
      const found = shown.flatMap((hit) => {
        const row = rows.get(hit.id);
        return row ? [{ hit, row }] : [];
      });
      // Two snippets a highlight, in order: its quote's, then its note's (null without a note).
      const snippets = await searchSnippets(
        manager,
        search.q,
        found.flatMap(({ row }) => [row.quote, row.note ?? '']),
      );
      return { found, snippets, hasNextPage: hits.length > search.first };
    });
    const nodes = await this.withBooks(page.found.map(({ row }) => row));
    const last = page.found.at(-1)?.hit;
    return {
      edges: nodes.map((node, index) => ({
        node,
        quoteSnippet: page.snippets[2 * index] ?? '',
        noteSnippet: page.snippets[2 * index + 1] ?? null,
        rank: Number(page.found[index]!.hit.rank),
      })),
      pageInfo: {
        hasNextPage: page.hasNextPage,
        endCursor: page.hasNextPage && last ? encodeSearchCursor(last) : null,
      },
    };
  }

  /**
   * One page of the member's export (of one summary when given), keyset-paged: the CSV on
   * (created_at, id), newest first; the Markdown in book order: book by book (title, then id),
   * section by section (place, then id), by position in a section (start, then id). Only the
   * member's own rows are ever read. Links are written with `origin` when given.
   */
  async exportPage(
    member: MemberViewer,
    request: {
      format: ExportFormat;
      summaryId: string | null;
      cursor: string | null;
      origin: string | null;
    },
    now = new Date(),
  ): Promise<HighlightExportPageModel> {
    const { format, summaryId } = request;
    if (summaryId !== null && !isUuid(summaryId)) throw ReadingError.summaryNotFound();
    const origin = request.origin === null ? null : validLinkOrigin(request.origin);
    const byBook = format === 'markdown';
    const query = this.highlights
      .createQueryBuilder('highlight')
      .leftJoin(SummaryProjection, 'book', 'book.id = highlight.summary_id')
      .leftJoin(SectionText, 'section', 'section.section_id = highlight.section_id')
      .addSelect(BOOK_TITLE, 'book_title')
      .addSelect(SECTION_PLACE, 'section_place')
      .addSelect('section.title', 'section_title')
      .addSelect('section.deleted_at IS NOT NULL', 'section_removed')
      .addSelect(`(extract(epoch FROM highlight.created_at) * 1000000)::bigint`, 'position_at')
      .where('highlight.member_id = :memberId', { memberId: member.id });
    if (summaryId) query.andWhere('highlight.summary_id = :summaryId', { summaryId });
    let first = true;
    let previous: { summaryId: string; sectionId: string } | null = null;
    if (byBook) {
      if (request.cursor) {
        const after = decodeExportCursor(request.cursor, true);
        query.andWhere(
          `(${BOOK_TITLE}, highlight.summary_id, ${SECTION_PLACE}, highlight.section_id,
            highlight.start_offset, highlight.id)
           > (:title, :summaryId, :place, :sectionId, :start, :id)`,
          after,
        );
        first = false;
        previous = after;
      }
      query
        .orderBy(BOOK_TITLE, 'ASC')
        .addOrderBy('highlight.summary_id', 'ASC')
        .addOrderBy(SECTION_PLACE, 'ASC')
        .addOrderBy('highlight.section_id', 'ASC')
        .addOrderBy('highlight.start_offset', 'ASC')
        .addOrderBy('highlight.id', 'ASC');
    } else {
      if (request.cursor) {
        const after = decodeExportCursor(request.cursor, false);
        query.andWhere(`(highlight.created_at, highlight.id) < (${AT_MICROSECONDS}, :afterId)`, {
          afterAt: String(after.at),
          afterId: after.id,
        });
        first = false;
      }
      query.orderBy('highlight.created_at', 'DESC').addOrderBy('highlight.id', 'DESC');
    }
    const { entities, raw } = await query.limit(EXPORT_PAGE_SIZE + 1).getRawAndEntities<{
      book_title: string;
      section_place: number;
      section_title: string | null;
      section_removed: boolean;
      position_at: string;
    }>();
    const page = entities.slice(0, EXPORT_PAGE_SIZE);
    const items = (await this.withBooks(page)).map((item, index) => ({
      ...item,
      section: {
        title: raw[index]!.section_title,
        place: raw[index]!.section_place === UNKNOWN_PLACE ? null : raw[index]!.section_place,
        removed: raw[index]!.section_removed,
      },
    }));
    const last = items.at(-1);
    const lastRaw = raw[items.length - 1];
    const nextCursor =
      entities.length > EXPORT_PAGE_SIZE && last && lastRaw
        ? encodeExportCursor(
            byBook
              ? {
                  title: lastRaw.book_title,
                  summaryId: last.summaryId,
                  place: lastRaw.section_place,
                  sectionId: last.sectionId,
                  start: last.start,
                  id: last.id,
                }
              : { at: Number(lastRaw.position_at), id: last.id },
          )
        : null;
    const book = summaryId ? await this.summaries.findOneBy({ id: summaryId }) : null;
    return {
      ...exportFileOf(format, now, book?.title ?? null),
      content: exportPageOf(format, items, {
        first,
        previousSummaryId: previous?.summaryId ?? null,
        previousSectionId: previous?.sectionId ?? null,
        origin,
      }),
      nextCursor,
    };
  }

  /** Only on a summary the member may read in full; it also becomes a new review card. */
  async create(
    member: MemberViewer,
    input: NewHighlight,
    now = new Date(),
  ): Promise<HighlightModel> {
    const valid = validNewHighlight(input);
    await this.listed.requireReadable(member, valid.summaryId);
    const highlight = await this.placedInSection(valid);
    const saved = await this.dataSource.transaction(async (manager) => {
      await admitHighlightWrite(manager, member.id, now, {
        highlights: 1,
        noteCharacters: noteCharactersOf(highlight.note),
      });
      const row = await manager.save(
        manager.create(Highlight, {
          ...highlight,
          memberId: member.id,
          orphaned: false,
          inReview: true,
          createdAt: now,
          updatedAt: now,
        }),
      );
      await manager.insert(ReviewCard, {
        ...newCardState(now),
        highlightId: row.id,
        memberId: member.id,
      });
      return row;
    });
    return (await this.withBooks([saved]))[0]!;
  }

  /**
   * The highlight as its section's text holds it. The catalog announces every section with its
   * text, so a section reading does not hold for this summary (already found readable) is not
   * one of its sections. The lookup is by section and summary: only text the member may read is
   * ever loaded and compared with the quote.
   */
  private async placedInSection(highlight: ValidNewHighlight): Promise<ValidNewHighlight> {
    const { sectionId, summaryId } = highlight;
    const section = await this.sectionTexts.findOne({
      where: { sectionId, summaryId, deletedAt: IsNull() },
      select: { sectionId: true, content: true },
    });
    if (!section?.content) {
      throw new ReadingError(
        'READING_INVALID_HIGHLIGHT',
        'sectionId is not a section of this summary',
      );
    }
    const placed = placeQuote(section.content, highlight.quote, highlight.start);
    if (!placed) {
      throw new ReadingError('READING_INVALID_HIGHLIGHT', 'quote is not in the section');
    }
    return { ...highlight, ...placed };
  }

  /** Colour, note and review membership; someone else's highlight is not found. */
  async update(
    member: MemberViewer,
    id: string,
    change: HighlightChange,
    now = new Date(),
  ): Promise<HighlightModel> {
    const color = change.color != null ? validColor(change.color) : null;
    const note = change.note !== undefined ? validNote(change.note) : undefined;
    const saved = await this.dataSource.transaction(async (manager) => {
      const highlight = await this.ownHighlight(manager, member, id);
      await admitHighlightWrite(manager, member.id, now, {
        highlights: 0,
        noteCharacters:
          note === undefined ? 0 : noteCharactersOf(note) - noteCharactersOf(highlight.note),
      });
      if (color !== null) highlight.color = color;
      if (note !== undefined) highlight.note = note;
      if (change.inReview != null) highlight.inReview = change.inReview;
      highlight.updatedAt = now;
      return manager.save(highlight);
    });
    return (await this.withBooks([saved]))[0]!;
  }

  /** Deletes the highlight with its review card and log; answers its id. */
  async delete(member: MemberViewer, id: string, now = new Date()): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const highlight = await this.ownHighlight(manager, member, id);
      await admitHighlightWrite(manager, member.id, now, { highlights: 0, noteCharacters: 0 });
      await manager.delete(Highlight, { id: highlight.id, memberId: member.id });
      return highlight.id;
    });
  }

  private async ownHighlight(
    manager: EntityManager,
    member: MemberViewer,
    id: string,
  ): Promise<Highlight> {
    const highlight = isUuid(id)
      ? await manager.findOneBy(Highlight, { id, memberId: member.id })
      : null;
    if (!highlight) {
      throw new ReadingError('READING_HIGHLIGHT_NOT_FOUND', 'Highlight not found');
    }
    return highlight;
  }

  private async withBooks(rows: Highlight[]): Promise<HighlightModel[]> {
    const summaryIds = [...new Set(rows.map((row) => row.summaryId))];
    const books = new Map(
      (summaryIds.length === 0 ? [] : await this.summaries.findBy({ id: In(summaryIds) })).map(
        (summary) => [summary.id, bookOf(summary)],
      ),
    );
    return rows.map((row) => ({
      id: row.id,
      summaryId: row.summaryId,
      sectionId: row.sectionId,
      quote: row.quote,
      prefix: row.prefix,
      suffix: row.suffix,
      start: row.start,
      end: row.end,
      color: row.color,
      note: row.note,
      orphaned: row.orphaned,
      inReview: row.inReview,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      book: books.get(row.summaryId)!,
    }));
  }
}

export function bookOf(summary: SummaryProjection): HighlightBookModel {
  return {
    id: summary.id,
    title: summary.title,
    author: summary.author,
    coverImageUrl: summary.coverImageUrl,
  };
}

/** ts_rank_cd's weights for D, C, B, A: the quote (A) over the note (B). */
const HIGHLIGHT_RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

/**
 * A page of member `$1`'s highlights matching `$2` (websearch syntax), best first, after the
 * position (`$3` rank, `$4` id) when given, of book `$5` and colour `$6` when given, `$7` rows.
 * The GIN index on search_document answers the match (HighlightSearch migration).
 */
export const HIGHLIGHT_SEARCH_SQL = `
       SELECT hit.id, hit.rank::text AS rank
         FROM (
           SELECT highlight.id,
                  ts_rank_cd('${HIGHLIGHT_RANK_WEIGHTS}', highlight.search_document, query, 1) AS rank
             FROM highlight, websearch_to_tsquery('english', $2) AS query
            WHERE highlight.member_id = $1
              AND highlight.search_document @@ query
              AND ($5::uuid IS NULL OR highlight.summary_id = $5::uuid)
              AND ($6::text IS NULL OR highlight.color = $6::text)
         ) hit
        WHERE $3::real IS NULL OR (hit.rank, hit.id) < ($3::real, $4::uuid)
        ORDER BY hit.rank DESC, hit.id DESC
        LIMIT $7`;

/** A highlight's book title as the Markdown export orders books (a book reading never heard of sorts first). */
const BOOK_TITLE = `COALESCE(book.title, '')`;

/** A section's place as the Markdown export orders sections: one not yet placed comes last. */
const UNKNOWN_PLACE = 2_147_483_647;
const SECTION_PLACE = `COALESCE(section.position, ${UNKNOWN_PLACE})`;

/** An export cursor's `at` (microseconds since the epoch) as a timestamp, exactly. */
const AT_MICROSECONDS = `(TIMESTAMPTZ 'epoch' + CAST(:afterAt AS bigint) * INTERVAL '1 microsecond')`;

function newestFirst(query: SelectQueryBuilder<Highlight>): SelectQueryBuilder<Highlight> {
  return query.orderBy('highlight.createdAt', 'DESC').addOrderBy('highlight.id', 'DESC');
}

import {
  HIGHLIGHT_COLORS,
  HIGHLIGHT_LIMITS as SHARED_HIGHLIGHT_LIMITS,
  type HighlightColor,
  isHighlightColor,
  isUuid,
  MAX_HIGHLIGHT_PAGE,
} from '@distill/contracts';
import { hasBidiControl, hasControlCharacter } from '@distill/platform';
import { ReadingError } from '../reading.error.js';

/** The contracts' limits (the web client and the REST facade know them too) and reading's own. */
export const HIGHLIGHT_LIMITS = {
  ...SHARED_HIGHLIGHT_LIMITS,
  /**
   * Per member, far above what a heavy reader keeps (30 highlights of each of 150 books) and
   * low enough that a member's export stays a file a browser downloads at once.
   */
  highlightsPerMember: 5_000,
  /** The characters of all a member's notes together (about 1 MB of text). */
  noteCharactersPerMember: 1_000_000,
  /** Creates, changes and deletes of highlights by one member in any minute. */
  writesPerMinute: 60,
} as const;

export interface NewHighlight {
  summaryId: string;
  sectionId: string;
  quote: string;
  prefix?: string | null;
  suffix?: string | null;
  start: number;
  end: number;
  color: HighlightColor;
  note?: string | null;
}

export interface HighlightChange {
  color?: HighlightColor | null;
  /** Absent: unchanged; null or blank: the note is removed. */
  note?: string | null;
  inReview?: boolean | null;
}

function invalid(message: string): ReadingError {
  return new ReadingError('READING_INVALID_HIGHLIGHT', message);
}

export interface ValidNewHighlight extends NewHighlight {
  prefix: string;
  suffix: string;
  note: string | null;
}

/** A new highlight checked field by field (control characters are refused at the edge). */
export function validNewHighlight(input: NewHighlight): ValidNewHighlight {
  if (!isUuid(input.sectionId)) throw invalid('sectionId is not a valid id');
  if (input.quote.length === 0) throw invalid('quote is required');
  if (input.quote.length > HIGHLIGHT_LIMITS.quote) {
    throw invalid(`quote must be at most ${HIGHLIGHT_LIMITS.quote} characters`);
  }
  const prefix = input.prefix ?? '';
  const suffix = input.suffix ?? '';
  for (const [label, context] of [
    ['prefix', prefix],
    ['suffix', suffix],
  ] as const) {
    if (context.length > HIGHLIGHT_LIMITS.context) {
      throw invalid(`${label} must be at most ${HIGHLIGHT_LIMITS.context} characters`);
    }
  }
  if (!Number.isInteger(input.start) || input.start < 0) {
    throw invalid('start must be a whole number, 0 or more');
  }
  if (input.end - input.start !== input.quote.length) {
    throw invalid("end - start must equal the quote's length");
  }
  return {
    ...input,
    prefix,
    suffix,
    color: validColor(input.color),
    note: validNote(input.note),
  };
}

export function validColor(color: string): HighlightColor {
  if (!isHighlightColor(color)) {
    throw invalid(`color must be one of ${HIGHLIGHT_COLORS.join(', ')}`);
  }
  return color;
}

/**
 * The note as stored: trimmed, null when blank. Beyond the edge's rule for all text, a note
 * refuses bidirectional controls too: exports show it in other people's tools.
 */
export function validNote(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  if (hasControlCharacter(trimmed) || hasBidiControl(trimmed)) {
    throw invalid('note must not contain control characters');
  }
  if (trimmed.length > HIGHLIGHT_LIMITS.note) {
    throw invalid(`note must be at most ${HIGHLIGHT_LIMITS.note} characters`);
  }
  return trimmed === '' ? null : trimmed;
}

/** A page of the member's highlights as a client asks for it; every field may come from a URL. */
export interface HighlightPageRequest {
  summaryId?: string | null;
  color?: string | null;
  limit: number;
  cursor?: string | null;
}

/** Where the previous page ended, in the list's order (created_at DESC, id DESC). */
export interface HighlightPosition {
  createdAt: Date;
  id: string;
}

export interface ValidHighlightPage extends HighlightFilters {
  limit: number;
  after: HighlightPosition | null;
}

function badQuery(message: string): ReadingError {
  return new ReadingError('READING_INVALID_HIGHLIGHT_QUERY', message);
}

export function validHighlightPage(request: HighlightPageRequest): ValidHighlightPage {
  const { limit } = request;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_HIGHLIGHT_PAGE) {
    throw badQuery(`limit must be between 1 and ${MAX_HIGHLIGHT_PAGE}`);
  }
  return {
    ...validHighlightFilters(request),
    limit,
    after: request.cursor ? decodeHighlightCursor(request.cursor) : null,
  };
}

/** The list's and the search's filters: one book, one colour (absent or empty: all). */
export interface HighlightFilters {
  summaryId: string | null;
  color: HighlightColor | null;
}

export function validHighlightFilters(request: {
  summaryId?: string | null;
  color?: string | null;
}): HighlightFilters {
  if (request.summaryId && !isUuid(request.summaryId)) {
    throw badQuery('summaryId is not a valid id');
  }
  if (request.color && !isHighlightColor(request.color)) {
    throw badQuery(`color must be one of ${HIGHLIGHT_COLORS.join(', ')}`);
  }
  return {
    summaryId: request.summaryId || null,
    color: (request.color as HighlightColor | null | undefined) || null,
  };
}

/** An opaque, URL-safe token for the position after `row`. */
export function encodeHighlightCursor(row: HighlightPosition): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

const MALFORMED_CURSOR = 'cursor is malformed';

/** The JSON array a cursor of at most `maxLength` characters encodes, or a 400. */
function cursorFields(cursor: string, maxLength: number): unknown[] {
  if (cursor.length > maxLength || !/^[A-Za-z0-9_-]+$/.test(cursor)) {
    throw badQuery(MALFORMED_CURSOR);
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badQuery(MALFORMED_CURSOR);
  }
  if (!Array.isArray(decoded)) throw badQuery(MALFORMED_CURSOR);
  return decoded;
}

export function decodeHighlightCursor(cursor: string): HighlightPosition {
  const decoded = cursorFields(cursor, 200);
  if (
    decoded.length !== 2 ||
    typeof decoded[0] !== 'string' ||
    typeof decoded[1] !== 'string' ||
    !isUuid(decoded[1])
  ) {
    throw badQuery(MALFORMED_CURSOR);
  }
  const createdAt = new Date(decoded[0]);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== decoded[0]) {
    throw badQuery(MALFORMED_CURSOR);
  }
  return { createdAt, id: decoded[1] };
}

/** Highlights per page of an export: a few hundred, so a page stays well below a megabyte or so. */
export const EXPORT_PAGE_SIZE = 250;

/**
 * Where a CSV export's previous page ended (newest first). `at` is the row's `created_at` in
 * microseconds since the epoch, exactly as PostgreSQL keeps it (a JavaScript date would round it
 * to milliseconds and skip or repeat rows).
 */
export interface CsvExportPosition {
  at: number;
  id: string;
}

/**
 * Where a Markdown export's previous page ended: it goes in book order, book by book (title,
 * then id), section by section (place, then id) and by position in a section (start, then id).
 */
export interface MarkdownExportPosition {
  title: string;
  summaryId: string;
  place: number;
  sectionId: string;
  start: number;
  id: string;
}

export type ExportPosition = CsvExportPosition | MarkdownExportPosition;

/** An opaque, URL-safe token for the position after a row. */
export function encodeExportCursor(position: ExportPosition): string {
  const fields =
    'at' in position
      ? [position.at, position.id]
      : [
          position.title,
          position.summaryId,
          position.place,
          position.sectionId,
          position.start,
          position.id,
        ];
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isId = (value: unknown): value is string => typeof value === 'string' && isUuid(value);

/** The position a cursor names: the Markdown's names a book and a section, the CSV's does not. */
export function decodeExportCursor(cursor: string, byBook: true): MarkdownExportPosition;
export function decodeExportCursor(cursor: string, byBook: false): CsvExportPosition;
export function decodeExportCursor(cursor: string, byBook: boolean): ExportPosition;
export function decodeExportCursor(cursor: string, byBook: boolean): ExportPosition {
  // Room for a book's title.
  const decoded = cursorFields(cursor, 2_000);
  if (!byBook) {
    const [at, id] = decoded;
    if (decoded.length !== 2 || !isCount(at) || !isId(id)) throw badQuery(MALFORMED_CURSOR);
    return { at, id };
  }
  const [title, summaryId, place, sectionId, start, id] = decoded;
  if (
    decoded.length !== 6 ||
    typeof title !== 'string' ||
    !isId(summaryId) ||
    !isCount(place) ||
    !isId(sectionId) ||
    !isCount(start) ||
    !isId(id)
  ) {
    throw badQuery(MALFORMED_CURSOR);
  }
  return { title, summaryId, place, sectionId, start, id };
}

/**
 * The site's address the export's links are written with (the gateway's PUBLIC_URL): http or
 * https, perhaps with a path, without credentials, query or fragment; no trailing slash.
 */
export function validLinkOrigin(origin: string): string {
  const refused = badQuery('origin must be an http or https address without query or fragment');
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw refused;
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    origin.length > 500
  ) {
    throw refused;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

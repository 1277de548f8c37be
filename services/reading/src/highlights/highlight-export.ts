import { stringify } from 'csv-stringify/sync';
import type { HighlightModel } from './dto/highlight.model.js';

export type ExportFormat = 'markdown' | 'csv';

export interface ExportFile {
  fileName: string;
  contentType: string;
}

/** The section a highlight is in, as reading last heard of it from the catalog. */
export interface ExportSection {
  /** Null for a section the catalog has not yet named to reading. */
  title: string | null;
  /** Its place in the summary (1..n); null when unknown. */
  place: number | null;
  /** The section was deleted: its highlights are kept, no longer found. */
  removed: boolean;
}

export type ExportEntry = HighlightModel & { section: ExportSection };

/**
 * Where a page sits in the whole file: the first page carries the file's opening (the CSV header
 * row, the Markdown title), and a Markdown page repeats no heading of the book or section the page
 * before ended with. Pages written in order and joined are the file; no page needs the others in
 * memory. Links are absolute when the site's address (`origin`, the gateway's PUBLIC_URL) is given.
 */
export interface ExportPagePlace {
  first: boolean;
  previousSummaryId: string | null;
  previousSectionId: string | null;
  origin: string | null;
}

const ORPHANED = '*No longer found in the summary.*';

/** The file's name (with the book's, when only one book is exported) and content type. */
export function exportFileOf(
  format: ExportFormat,
  now: Date,
  bookTitle: string | null,
): ExportFile {
  const date = now.toISOString().slice(0, 10);
  const book = bookTitle === null ? '' : `-${slugOf(bookTitle)}`;
  const base = `distill-highlights${book}-${date}`;
  return format === 'markdown'
    ? { fileName: `${base}.md`, contentType: 'text/markdown; charset=utf-8' }
    : { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8' };
}

/**
 * One page of the member's highlights as a part of the file: only their own quotes and notes, the
 * books' titles and authors and the sections' titles, never other text of a summary. The CSV
 * takes highlights newest first; the Markdown takes them in book order (book, section, position
 * in the section), as the export pages them.
 */
export function exportPageOf(
  format: ExportFormat,
  highlights: readonly ExportEntry[],
  place: ExportPagePlace,
): string {
  return format === 'markdown'
    ? markdownPageOf(highlights, place)
    : readwiseCsvPageOf(highlights, place);
}

/** The reader's address of a summary, a section of it or a highlight in it. */
function readerLink(
  origin: string | null,
  summaryId: string,
  query: { section: string } | { highlight: string } | null = null,
): string {
  const path = `/summary/${summaryId}`;
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${origin ?? ''}${path}${search}`;
}

/** "Section 2: Its title", or what is known of it. */
function sectionHeading(section: ExportSection): string {
  if (section.removed) return 'No longer in the summary';
  const title = section.title === null ? null : markdownText(section.title);
  if (section.place === null) return title ?? 'Section';
  return title ? `Section ${section.place}: ${title}` : `Section ${section.place}`;
}

/**
 * A heading per book with a link to it, a heading per section with a link to it, each quote a
 * block quote, its note under it. Everything a member or an editor wrote is escaped: no HTML and
 * no link (e.g. `javascript:`) reaches a Markdown viewer from the export but the reader's own.
 * Every part ends its own line, so pages join without knowing each other.
 */
function markdownPageOf(highlights: readonly ExportEntry[], place: ExportPagePlace): string {
  const parts = place.first ? ['# My Highlights\n'] : [];
  let previousSummaryId = place.previousSummaryId;
  let previousSectionId = place.previousSectionId;
  for (const highlight of highlights) {
    if (highlight.summaryId !== previousSummaryId) {
      const { title, author } = highlight.book;
      const link = readerLink(place.origin, highlight.summaryId);
      parts.push(
        `\n## ${markdownText(title)}\n\n*${markdownText(author)}* · [Open in Distill](${link})\n`,
      );
      previousSummaryId = highlight.summaryId;
      previousSectionId = null;
    }
    if (highlight.sectionId !== previousSectionId) {
      const heading = sectionHeading(highlight.section);
      const link = readerLink(place.origin, highlight.summaryId, { section: highlight.sectionId });
      parts.push(
        highlight.section.removed
          ? `\n### ${heading}\n`
          : `\n### ${heading}\n\n[Open this section](${link})\n`,
      );
      previousSectionId = highlight.sectionId;
    }
    const entry = [
      markdownText(highlight.quote)
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n'),
      ...(highlight.orphaned ? [ORPHANED] : []),
      ...(highlight.note ? [markdownText(highlight.note)] : []),
    ].join('\n\n');
    parts.push(`\n${entry}\n`);
  }
  return parts.join('');
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Text shown as written: HTML's special characters as entities (no tag, no `<scheme:...>`
 * autolink) and brackets escaped (no `[text](url)` link or image); the backslash first, so a
 * member's own `\[` cannot undo the escape.
 */
function markdownText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/[[\]]/g, '\\$&')
    .replace(/[&<>]/g, (character) => HTML_ENTITIES[character]!);
}

/**
 * Readwise's import format: its header row (on the first page), a row per highlight, every field
 * quoted by the CSV library (RFC 4180: a line feed in a note stays in its cell).
 */
function readwiseCsvPageOf(highlights: readonly ExportEntry[], place: ExportPagePlace): string {
  return stringify(
    highlights.map((highlight) => ({
      Highlight: spreadsheetText(highlight.quote),
      Title: spreadsheetText(highlight.book.title),
      Author: spreadsheetText(highlight.book.author),
      URL: readerLink(place.origin, highlight.summaryId, { highlight: highlight.id }),
      Note: spreadsheetText(highlight.note ?? ''),
      Location: locationOf(highlight),
      Date: highlight.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    })),
    {
      header: place.first,
      columns: ['Highlight', 'Title', 'Author', 'URL', 'Note', 'Location', 'Date'],
      record_delimiter: 'windows',
      quoted: true,
      quoted_empty: true,
    },
  );
}

/** The section and the position in it ("Section 2, character 121"), as far as known. */
function locationOf({ section, start }: ExportEntry): string {
  if (section.removed || section.place === null) return '';
  return `Section ${section.place}, character ${start + 1}`;
}

/** The first characters with which a spreadsheet reads a cell as a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as text: a formula-like start is prefixed with `'` (OWASP). */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function slugOf(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'book'
  );
}

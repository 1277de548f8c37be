import { stringify } from 'csv-stringify/sync';
import type { HighlightModel } from './dto/highlight.model.js';

export type ExportFormat = 'markdown' | 'csv';

export interface ExportFile {
  fileName: string;
  contentType: string;
  content: string;
}

const ORPHANED = '*No longer found in the summary.*';

/**
 * The member's highlights as a file: only their own quotes and notes and the books' titles and
 * authors, never other text of a summary. `highlights` come newest first; so do they in a book.
 */
export function exportHighlights(
  highlights: readonly HighlightModel[],
  format: ExportFormat,
  now: Date,
  oneBook: boolean,
): ExportFile {
  const date = now.toISOString().slice(0, 10);
  const book = oneBook && highlights[0] ? `-${slugOf(highlights[0].book.title)}` : '';
  const base = `distill-highlights${book}-${date}`;
  return format === 'markdown'
    ? {
        fileName: `${base}.md`,
        contentType: 'text/markdown; charset=utf-8',
        content: markdownOf(highlights),
      }
    : {
        fileName: `${base}.csv`,
        contentType: 'text/csv; charset=utf-8',
        content: readwiseCsvOf(highlights),
      };
}

/**
 * A heading per book (by title), each quote a block quote, its note under it. Everything a
 * member or an editor wrote is escaped: no HTML and no link (e.g. `javascript:`) reaches a
 * Markdown viewer from the export.
 */
export function markdownOf(highlights: readonly HighlightModel[]): string {
  const books = new Map<string, HighlightModel[]>();
  for (const highlight of highlights) {
    books.set(highlight.summaryId, [...(books.get(highlight.summaryId) ?? []), highlight]);
  }
  const sections = [...books.values()]
    .sort((a, b) => a[0]!.book.title.localeCompare(b[0]!.book.title))
    .map((group) => {
      const { title, author } = group[0]!.book;
      const entries = group.map((highlight) =>
        [
          markdownText(highlight.quote)
            .split(/\r?\n/)
            .map((line) => `> ${line}`)
            .join('\n'),
          ...(highlight.orphaned ? [ORPHANED] : []),
          ...(highlight.note ? [markdownText(highlight.note)] : []),
        ].join('\n\n'),
      );
      return [`## ${markdownText(title)}`, `*${markdownText(author)}*`, ...entries].join('\n\n');
    });
  return ['# My Highlights', ...sections].join('\n\n') + '\n';
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
 * Readwise's import format: its header row, a row per highlight, every field quoted by the CSV
 * library (RFC 4180: a line feed in a note stays in its cell).
 */
export function readwiseCsvOf(highlights: readonly HighlightModel[]): string {
  return stringify(
    highlights.map((highlight) => ({
      Highlight: spreadsheetText(highlight.quote),
      Title: spreadsheetText(highlight.book.title),
      Author: spreadsheetText(highlight.book.author),
      URL: `/summary/${highlight.summaryId}`,
      Note: spreadsheetText(highlight.note ?? ''),
      Location: '',
      Date: highlight.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    })),
    {
      header: true,
      columns: ['Highlight', 'Title', 'Author', 'URL', 'Note', 'Location', 'Date'],
      record_delimiter: 'windows',
      quoted: true,
      quoted_empty: true,
    },
  );
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

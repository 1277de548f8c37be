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

/** A heading per book (by title), each quote a block quote, its note under it. */
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
          highlight.quote
            .split(/\r?\n/)
            .map((line) => `> ${line}`)
            .join('\n'),
          ...(highlight.orphaned ? [ORPHANED] : []),
          ...(highlight.note ? [highlight.note] : []),
        ].join('\n\n'),
      );
      return [`## ${title}`, `*${author}*`, ...entries].join('\n\n');
    });
  return ['# My Highlights', ...sections].join('\n\n') + '\n';
}

/** Readwise's import format: its header row, RFC 4180 quoting, a row per highlight. */
export function readwiseCsvOf(highlights: readonly HighlightModel[]): string {
  return stringify(
    highlights.map((highlight) => ({
      Highlight: highlight.quote,
      Title: highlight.book.title,
      Author: highlight.book.author,
      URL: `/summary/${highlight.summaryId}`,
      Note: highlight.note ?? '',
      Location: '',
      Date: highlight.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    })),
    {
      header: true,
      columns: ['Highlight', 'Title', 'Author', 'URL', 'Note', 'Location', 'Date'],
      record_delimiter: 'windows',
    },
  );
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

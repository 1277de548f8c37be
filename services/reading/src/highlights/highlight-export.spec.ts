import { parse } from 'csv-parse/sync';
import { exportPageOf, type ExportEntry, type ExportFormat } from './highlight-export.js';

const ORIGIN = 'https://distill.example';
const WHOLE = { first: true, previousSummaryId: null, previousSectionId: null, origin: ORIGIN };
const readwiseCsvOf = (highlights: ExportEntry[]) => exportPageOf('csv', highlights, WHOLE);
const markdownOf = (highlights: ExportEntry[]) => exportPageOf('markdown', highlights, WHOLE);

const CREATED = new Date('2026-11-20T08:30:00Z');

const SECTION = '00000000-0000-4000-8000-0000000000bb';

function highlightOf(
  quote: string,
  note: string | null,
  title = 'Atomic Habits',
  summaryId = '00000000-0000-4000-8000-0000000000aa',
  section: { id: string; place: number; title: string } = { id: SECTION, place: 1, title: 'One' },
): ExportEntry {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    summaryId,
    sectionId: section.id,
    section: { title: section.title, place: section.place, removed: false },
    quote,
    prefix: '',
    suffix: '',
    start: 0,
    end: quote.length,
    color: 'yellow',
    note,
    orphaned: false,
    inReview: true,
    createdAt: CREATED,
    updatedAt: CREATED,
    book: {
      id: summaryId,
      title,
      author: 'James Clear',
      coverImageUrl: null,
    },
  };
}

describe('the Readwise CSV (RFC 4180, OWASP CSV injection)', () => {
  it.each<[string, string]>([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+1+cmd|/C calc!A0', `'+1+cmd|/C calc!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['a plain note, with a comma', 'a plain note, with a comma'],
  ])('a cell %j is read back as %j, never as a formula', (text, expected) => {
    const csv = readwiseCsvOf([highlightOf(text, text, text)]);
    const [, row] = parse(csv, { relax_column_count: false }) as string[][];
    expect(row![0]).toBe(expected);
    expect(row![1]).toBe(expected);
    expect(row![4]).toBe(expected);
  });

  it('quotes every field, so a bare line feed in a note stays inside its cell', () => {
    const csv = readwiseCsvOf([
      highlightOf('one', 'first line\nInjected,Row,Here'),
      highlightOf('two', null),
    ]);
    const rows = parse(csv) as string[][];
    expect(rows).toHaveLength(3);
    expect(rows[1]![4]).toBe('first line\nInjected,Row,Here');
    expect(rows[2]![0]).toBe('two');
    for (const line of csv.split('\r\n').filter(Boolean)) expect(line.startsWith('"')).toBe(true);
  });
});

describe('the Markdown export', () => {
  it('escapes HTML and never makes a link of what a member wrote', () => {
    const markdown = markdownOf([
      highlightOf(
        '<img src=x onerror=alert(1)>',
        '[click me](javascript:alert(document.cookie)) <javascript:alert(1)> & <script>x</script>',
        '<b>Book</b> [t](javascript:alert(2))',
      ),
    ]);
    expect(markdown).not.toMatch(/<[a-z/]/i);
    // Only an escaped bracket may precede `(javascript:`: no link is made of it.
    expect(markdown).not.toMatch(/(?<!\\)\]\(javascript:/i);
    expect(markdown).not.toMatch(/<javascript:/i);
    expect(markdown).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markdown).toContain('\\[click me\\](javascript:alert(document.cookie))');
    expect(markdown).toContain('&amp; &lt;script&gt;x&lt;/script&gt;');
    expect(markdown).toContain('## &lt;b&gt;Book&lt;/b&gt; \\[t\\](javascript:alert(2))');
  });

  it('escapes a section title an editor wrote, as the rest', () => {
    const markdown = markdownOf([
      highlightOf('q', null, 'Book', undefined, {
        id: SECTION,
        place: 2,
        title: '[x](javascript:alert(1)) <i>',
      }),
    ]);
    expect(markdown).toContain('### Section 2: \\[x\\](javascript:alert(1)) &lt;i&gt;');
  });
});

// Issue 42 item 8.
describe('links and locations', () => {
  const BOOK = '00000000-0000-4000-8000-0000000000aa';
  const entry = (place: number | null, removed = false): ExportEntry => ({
    ...highlightOf('a quote', null, 'Atomic Habits', BOOK),
    start: 120,
    section: { title: 'The Fourth Law', place, removed },
  });

  it('gives the CSV an absolute link to the highlight and its section and position', () => {
    const [, row] = parse(readwiseCsvOf([entry(3)])) as string[][];
    expect(row![3]).toBe(
      `${ORIGIN}/summary/${BOOK}?highlight=00000000-0000-4000-8000-000000000001`,
    );
    expect(row![5]).toBe('Section 3, character 121');
  });

  it('leaves the Location empty where the section is gone or not yet placed', () => {
    const rows = parse(readwiseCsvOf([entry(null), entry(3, true)])) as string[][];
    expect(rows.slice(1).map((row) => row[5])).toEqual(['', '']);
  });

  it('links the Markdown back to the book and to each section, absolutely', () => {
    const markdown = markdownOf([entry(3)]);
    expect(markdown).toContain(`*James Clear* · [Open in Distill](${ORIGIN}/summary/${BOOK})`);
    expect(markdown).toContain(
      `### Section 3: The Fourth Law\n\n[Open this section](${ORIGIN}/summary/${BOOK}?section=${SECTION})`,
    );
  });

  it('writes relative links when no origin is given', () => {
    const csv = exportPageOf('csv', [entry(3)], { ...WHOLE, origin: null });
    expect((parse(csv) as string[][])[1]![3]).toBe(
      `/summary/${BOOK}?highlight=00000000-0000-4000-8000-000000000001`,
    );
  });
});

describe('an export written page by page (streamed)', () => {
  const ATOMIC = '00000000-0000-4000-8000-0000000000aa';
  const DEEP = '00000000-0000-4000-8000-0000000000dd';
  const LATER = { id: '00000000-0000-4000-8000-0000000000cc', place: 2, title: 'Two' };
  // In book order, as the Markdown export pages them (the CSV takes any order).
  const highlights = [
    highlightOf('first of Atomic', 'a note', 'Atomic Habits', ATOMIC),
    highlightOf('second of Atomic', null, 'Atomic Habits', ATOMIC),
    highlightOf('third of Atomic', null, 'Atomic Habits', ATOMIC, LATER),
    highlightOf('only of Deep', 'another', 'Deep Work', DEEP),
  ];

  it.each<[ExportFormat, number[]]>([
    ['csv', [1, 3]],
    ['csv', [2]],
    ['markdown', [1, 3]],
    ['markdown', [2]],
    ['markdown', [3]],
    ['markdown', [0, 4]],
  ])('%s cut after highlights %j is the same file as written at once', (format, cuts) => {
    const bounds = [0, ...cuts, highlights.length];
    const pages = bounds.slice(1).map((end, index) => {
      const start = bounds[index]!;
      return exportPageOf(format, highlights.slice(start, end), {
        first: index === 0,
        previousSummaryId: start === 0 ? null : highlights[start - 1]!.summaryId,
        previousSectionId: start === 0 ? null : highlights[start - 1]!.sectionId,
        origin: ORIGIN,
      });
    });
    expect(pages.join('')).toBe(exportPageOf(format, highlights, WHOLE));
  });

  it('writes the file once: one header row, one title, one heading per book and section', () => {
    const csv = exportPageOf('csv', highlights, WHOLE);
    expect(csv.match(/"Highlight","Title"/g)).toHaveLength(1);
    const markdown = exportPageOf('markdown', highlights, WHOLE);
    expect(markdown.match(/^# My Highlights$/gm)).toHaveLength(1);
    expect(markdown.match(/^#{1,3} .*$/gm)).toEqual([
      '# My Highlights',
      '## Atomic Habits',
      '### Section 1: One',
      '### Section 2: Two',
      '## Deep Work',
      '### Section 1: One',
    ]);
  });
});

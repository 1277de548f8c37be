/** A stretch of a section's `content`, by character offsets (end exclusive). */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * Each paragraph of `content` with its offsets in the raw string: the non-empty lines, trimmed,
 * exactly as `toParagraphs` shows them. Highlights and the sentence being read are stored and
 * matched by these offsets, so the reader can map what is on screen back to the content.
 */
export function paragraphRanges(content: string | null | undefined): TextRange[] {
  if (!content) return [];
  const ranges: TextRange[] = [];
  const lineBreak = /\r?\n/g;
  let lineStart = 0;
  for (;;) {
    const match = lineBreak.exec(content);
    const lineEnd = match ? match.index : content.length;
    const line = content.slice(lineStart, lineEnd);
    const trimmedStart = line.length - line.trimStart().length;
    const trimmedLength = line.trim().length;
    if (trimmedLength > 0) {
      ranges.push({
        start: lineStart + trimmedStart,
        end: lineStart + trimmedStart + trimmedLength,
      });
    }
    if (!match) return ranges;
    lineStart = match.index + match[0].length;
  }
}

/** A decorated range inside the text: a highlight, drawn as a mark. */
export interface MarkedRange extends TextRange {
  id: string;
}

/** A piece of a paragraph: under at most one mark, split where the spoken sentence begins or ends. */
export interface TextRun extends TextRange {
  markId: string | null;
  pieces: (TextRange & { spoken: boolean })[];
}

/**
 * Splits one paragraph into runs for rendering: a run per stretch under the same highlight (the
 * newest wins where highlights overlap, as it is drawn last elsewhere), and inside each run the
 * pieces in and out of the sentence being read aloud.
 */
export function paragraphRuns(
  paragraph: TextRange,
  marks: readonly MarkedRange[],
  spoken: TextRange | null,
): TextRun[] {
  const inside = (offset: number) => Math.min(Math.max(offset, paragraph.start), paragraph.end);
  const cuts = new Set([paragraph.start, paragraph.end]);
  for (const mark of marks) {
    cuts.add(inside(mark.start));
    cuts.add(inside(mark.end));
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  const runs: TextRun[] = [];
  for (let i = 0; i < sorted.length - 1; i += 1) {
    const start = sorted[i]!;
    const end = sorted[i + 1]!;
    // `marks` is newest first: the first one covering this stretch is drawn.
    const markId = marks.find((mark) => mark.start <= start && mark.end >= end)?.id ?? null;
    const previous = runs.at(-1);
    if (previous && previous.markId === markId) previous.end = end;
    else runs.push({ start, end, markId, pieces: [] });
  }
  for (const run of runs) run.pieces = spokenPieces(run, spoken);
  return runs;
}

function spokenPieces(run: TextRange, spoken: TextRange | null): TextRun['pieces'] {
  if (!spoken || spoken.end <= run.start || spoken.start >= run.end) {
    return [{ start: run.start, end: run.end, spoken: false }];
  }
  const from = Math.max(spoken.start, run.start);
  const to = Math.min(spoken.end, run.end);
  return [
    { start: run.start, end: from, spoken: false },
    { start: from, end: to, spoken: true },
    { start: to, end: run.end, spoken: false },
  ].filter((piece) => piece.end > piece.start);
}

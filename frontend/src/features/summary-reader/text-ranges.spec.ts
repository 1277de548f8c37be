import { toParagraphs } from '../summary-cards/summary-text';
import { paragraphRanges, paragraphRuns } from './text-ranges';

describe('paragraphRanges', () => {
  it('finds each paragraph as toParagraphs shows it, by its offsets in the raw content', () => {
    const content = '  First line. \r\n\nSecond line.\n   \n\tThird.';
    const ranges = paragraphRanges(content);
    expect(ranges.map(({ start, end }) => content.slice(start, end))).toEqual(
      toParagraphs(content),
    );
    expect(ranges[0]).toEqual({ start: 2, end: 13 });
  });

  it('has no paragraphs for empty content', () => {
    expect(paragraphRanges('')).toEqual([]);
    expect(paragraphRanges(null)).toEqual([]);
  });
});

describe('paragraphRuns', () => {
  const paragraph = { start: 10, end: 40 };

  it('is one unmarked run without highlights', () => {
    expect(paragraphRuns(paragraph, [], null)).toEqual([
      { start: 10, end: 40, markId: null, pieces: [{ start: 10, end: 40, spoken: false }] },
    ]);
  });

  it('cuts marks to the paragraph and lets the newest win where they overlap', () => {
    const runs = paragraphRuns(
      paragraph,
      [
        { id: 'new', start: 20, end: 30 },
        { id: 'old', start: 0, end: 25 },
      ],
      null,
    );
    expect(runs.map(({ start, end, markId }) => ({ start, end, markId }))).toEqual([
      { start: 10, end: 20, markId: 'old' },
      { start: 20, end: 30, markId: 'new' },
      { start: 30, end: 40, markId: null },
    ]);
  });

  it('splits a run where the spoken sentence begins and ends', () => {
    const [run] = paragraphRuns(paragraph, [{ id: 'h', start: 10, end: 40 }], {
      start: 15,
      end: 25,
    });
    expect(run!.pieces).toEqual([
      { start: 10, end: 15, spoken: false },
      { start: 15, end: 25, spoken: true },
      { start: 25, end: 40, spoken: false },
    ]);
  });
});

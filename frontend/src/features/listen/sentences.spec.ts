import { sentenceRanges } from './sentences';

describe('sentenceRanges', () => {
  it('finds each sentence of each paragraph by its offsets in the content', () => {
    const content = '  Habits compound. Small wins add up!\n\nIdentity comes first?  Yes.';
    const sentences = sentenceRanges(content).map(({ start, end }) => content.slice(start, end));
    expect(sentences).toEqual([
      'Habits compound.',
      'Small wins add up!',
      'Identity comes first?',
      'Yes.',
    ]);
  });

  it('never runs a sentence across paragraphs', () => {
    const content = 'A heading without a full stop\nThe text under it.';
    expect(sentenceRanges(content).map(({ start, end }) => content.slice(start, end))).toEqual([
      'A heading without a full stop',
      'The text under it.',
    ]);
  });

  it('has none for empty content', () => {
    expect(sentenceRanges('')).toEqual([]);
  });
});

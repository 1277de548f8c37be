import { categoryLabel, nonEmptyLines, previewLines, toParagraphs } from './summary-text';

describe('previewLines', () => {
  it('keeps the first two non-empty lines', () => {
    expect(previewLines('\nFirst idea.\n\n   \nSecond idea.\nThird idea.')).toEqual([
      'First idea.',
      'Second idea.',
    ]);
  });

  it('copes with CRLF, a single line and no content', () => {
    expect(previewLines('One\r\n\r\nTwo\r\nThree')).toEqual(['One', 'Two']);
    expect(previewLines('Only one')).toEqual(['Only one']);
    expect(previewLines('')).toEqual([]);
    expect(previewLines(null)).toEqual([]);
  });
});

describe('toParagraphs', () => {
  it('turns each non-empty line into a paragraph, as plain text', () => {
    expect(toParagraphs('<b>bold</b>\n\nnext')).toEqual(['<b>bold</b>', 'next']);
    expect(nonEmptyLines(undefined)).toEqual([]);
  });
});

describe('categoryLabel', () => {
  it("is 'General' without a category", () => {
    expect(categoryLabel(null, null)).toBe('General');
  });

  it("is 'Category' when the category cannot be found", () => {
    expect(categoryLabel('missing-id', null)).toBe('Category');
  });

  it('is the category name otherwise', () => {
    expect(categoryLabel('id', { name: 'Science' })).toBe('Science');
  });
});

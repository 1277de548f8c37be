import { anchorAt, CONTEXT_LENGTH } from './highlight-anchor';

describe('anchorAt', () => {
  const content =
    'The first habit is small and easy.\nThe second habit compounds over a long time.';

  it('keeps the quote with up to 32 characters of context on each side', () => {
    const start = content.indexOf('second');
    const anchor = anchorAt(content, start, start + 'second habit'.length)!;
    expect(anchor.quote).toBe('second habit');
    expect(anchor.end - anchor.start).toBe(anchor.quote.length);
    expect(anchor.prefix).toBe(content.slice(start - CONTEXT_LENGTH, start));
    expect(anchor.prefix).toHaveLength(CONTEXT_LENGTH);
    expect(anchor.suffix).toBe(' compounds over a long time.');
  });

  it('leaves out the whitespace around a selection, such as a selected line break', () => {
    const anchor = anchorAt(content, 0, content.indexOf('The second'))!;
    expect(anchor).toMatchObject({
      start: 0,
      quote: 'The first habit is small and easy.',
      prefix: '',
    });
  });

  it('is null when only whitespace is selected', () => {
    expect(anchorAt(content, 34, 35)).toBeNull();
  });
});

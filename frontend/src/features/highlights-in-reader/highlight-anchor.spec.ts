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

  // Issue 42 item 8: a drag that ends (or starts) inside a word keeps the whole word.
  it.each([
    ['ends inside a word', 'The first habit is sm', 'The first habit is small'],
    ['starts inside a word', 'irst habit', 'first habit'],
    ['starts and ends inside words', 'econd habit compo', 'second habit compounds'],
    ['is inside one word', 'ompoun', 'compounds'],
    ['ends on a word boundary', 'habit is small', 'habit is small'],
    ['ends after punctuation', 'small and easy.', 'small and easy.'],
    ['ends inside a word after an apostrophe', "Don't wa", "Don't wait"],
    ['ends inside a word with an accent', 'a café cr', 'a café crème'],
  ])('takes whole words when the selection %s', (_case, selected, quote) => {
    const text = `${content}\nDon't wait for a café crème.`;
    const start = text.indexOf(selected);
    expect(anchorAt(text, start, start + selected.length)?.quote).toBe(quote);
  });

  it('is null when only whitespace is selected', () => {
    expect(anchorAt(content, 34, 35)).toBeNull();
  });
});

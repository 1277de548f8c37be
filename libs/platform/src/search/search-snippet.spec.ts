import {
  headlineSource,
  isShort,
  MARK_START,
  MARK_STOP,
  SHORT_TEXT_WORDS,
  snippetHtml,
} from './search-snippet.js';

describe('snippetHtml', () => {
  it.each([
    [`the ${MARK_START}stoic${MARK_STOP} way`, 'the <mark>stoic</mark> way'],
    [
      `<script>alert("x")</script> & ${MARK_START}Seneca's${MARK_STOP}`,
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>Seneca&#39;s</mark>',
    ],
    [`${MARK_STOP}stray ${MARK_START}open`, 'stray <mark>open</mark>'],
    ['plain', 'plain'],
  ])('renders %j as %j', (headline, html) => {
    expect(snippetHtml(headline)).toBe(html);
  });
});

describe('headlineSource', () => {
  it('takes the mark characters out of a text, so only ts_headline places them', () => {
    expect(headlineSource(`A ${MARK_START}fake${MARK_STOP} mark.`)).toBe('A fake mark.');
  });

  it('hides `<` from ts_headline, which would drop `<word>` as a tag; snippetHtml writes it back', () => {
    const source = headlineSource('about <fortune> & luck');
    expect(source).not.toContain('<');
    expect(snippetHtml(source)).toBe('about &lt;fortune&gt; &amp; luck');
  });
});

describe('isShort', () => {
  const words = (count: number, separator = ' ') =>
    Array.from({ length: count }, (_, index) => `word${index}`).join(separator);

  it.each([
    ['no words', '', true],
    ['one word', 'stoic', true],
    [`${SHORT_TEXT_WORDS} words`, words(SHORT_TEXT_WORDS), true],
    [
      `${SHORT_TEXT_WORDS} words between spaces and line breaks`,
      `  ${words(SHORT_TEXT_WORDS, ' \n\t')}\n  `,
      true,
    ],
    [`${SHORT_TEXT_WORDS + 1} words`, words(SHORT_TEXT_WORDS + 1), false],
    [
      `${SHORT_TEXT_WORDS + 1} words after leading space`,
      `\n ${words(SHORT_TEXT_WORDS + 1, '\n')}`,
      false,
    ],
    ['a full-length section', words(1_700), false],
  ])('%s', (_, text, short) => {
    expect(isShort(text)).toBe(short);
  });
});

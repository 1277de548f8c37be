import { headlineSource, MARK_START, MARK_STOP, snippetHtml } from './search-snippet.js';

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

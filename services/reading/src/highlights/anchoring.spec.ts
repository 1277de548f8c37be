import { readerAnchorOf } from '../testing/text-anchor.js';
import { placeQuote, reanchor } from './anchoring.js';

const SECTION = [
  'Habits are the compound interest of self-improvement.',
  'Small changes often appear to make no difference until you cross a critical threshold.',
  'You do not rise to the level of your goals; you fall to the level of your systems.',
].join('\n');

const quote = 'Small changes often appear to make no difference';
const anchor = readerAnchorOf(SECTION, quote);
const at = (text: string, found: string) => ({
  start: text.indexOf(found),
  end: text.indexOf(found) + found.length,
});

describe('reanchor (Hypothesis: position, then fuzzy quote with context and hint)', () => {
  const [first, second, third] = SECTION.split('\n') as [string, string, string];
  const moved = [first, third, second].join('\n');
  const prepended = `A new opening line.\n${SECTION}`;
  const typoFixed = SECTION.replace('often appear', 'often appears');

  it.each<[string, string, { start: number; end: number } | null]>([
    ['the text is unchanged: the same position', SECTION, at(SECTION, quote)],
    ['the sentence moved to the end: it follows', moved, at(moved, quote)],
    ['a new paragraph before it: it follows', prepended, at(prepended, quote)],
    [
      'a word changed inside the quote: the fuzzy match',
      typoFixed,
      at(typoFixed, `${quote}`.replace('appear', 'appears')),
    ],
    ['the sentence was deleted: orphaned', [first, third].join('\n'), null],
    ['the section was rewritten: orphaned', 'An entirely different text about gardening.', null],
  ])('%s', (_label, text, expected) => {
    expect(reanchor(text, anchor)).toEqual(expected);
  });

  it('picks the occurrence whose context matches when the quote appears twice', () => {
    const repeated = `${quote} at first.\n${SECTION}`;
    expect(reanchor(repeated, anchor)).toEqual({
      start: repeated.lastIndexOf(quote),
      end: repeated.lastIndexOf(quote) + quote.length,
    });
  });
});

describe('placeQuote (a new highlight checked against the text the member reads)', () => {
  const at = (found: string, from = 0) => SECTION.indexOf(found, from);

  it.each<[string, string, number, number | null]>([
    ['at the offset sent', quote, at(quote), at(quote)],
    ['a few characters off: the occurrence there', quote, at(quote) + 3, at(quote)],
    ['far off: the only occurrence', quote, 0, at(quote)],
    ['twice in the text: the one nearest the offset', 'you', 200, at('you', 200)],
    ['twice in the text, nearer the first', 'you', 0, at('you')],
    ['not in the text', 'compound interest of gardening', 0, null],
  ])('%s', (_label, found, start, expected) => {
    const context = (from: number) => ({
      quote: found,
      prefix: SECTION.slice(Math.max(0, from - 32), from),
      suffix: SECTION.slice(from + found.length, from + found.length + 32),
      start: from,
      end: from + found.length,
    });
    expect(placeQuote(SECTION, found, start)).toEqual(expected === null ? null : context(expected));
  });
});

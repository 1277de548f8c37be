import { MAX_WORD_PAIR_BYTES, wordPairsQuery } from './word-pairs.js';

describe('wordPairsQuery', () => {
  const long = 'x'.repeat(MAX_WORD_PAIR_BYTES);
  const exact = (query: string) => ({ query, exact: true });
  const narrows = (query: string) => ({ query, exact: false });
  it.each([
    // websearch_to_tsquery's phrases: a stop word between is a distance of two.
    { tsquery: "'art' <2> 'think'", pairs: exact("'art~2~think'") },
    { tsquery: "'common' <-> 'good'", pairs: exact("'common~1~good'") },
    { tsquery: "'map' <4> 'territori'", pairs: exact("'map~4~territori'") },
    // A longer phrase's pairs may stand apart: the document confirms them.
    {
      tsquery: "'state-of-the-art' <-> 'state' <3> 'art' <-> 'design'",
      pairs: narrows("'state-of-the-art~1~state' & 'state~3~art' & 'art~1~design'"),
    },
    // A phrase beside other words narrows by its pairs; the words are the document's to check.
    { tsquery: "'stoic' & 'common' <-> 'good'", pairs: narrows("'common~1~good'") },
    { tsquery: "'a' <-> 'b' & 'c' <-> 'd'", pairs: exact("( 'a~1~b' ) & ( 'c~1~d' )") },
    { tsquery: "'a' <-> 'b' & !( 'c' <-> 'd' )", pairs: narrows("'a~1~b'") },
    // An `or` narrows only when each side does.
    { tsquery: "'a' <-> 'b' | 'c' <-> 'd'", pairs: exact("( 'a~1~b' ) | ( 'c~1~d' )") },
    {
      tsquery: "'a' <-> 'b' <-> 'c' | 'd' <-> 'e'",
      pairs: narrows("( 'a~1~b' & 'b~1~c' ) | ( 'd~1~e' )"),
    },
    { tsquery: "'a' <-> 'b' | 'c'", pairs: null },
    { tsquery: "( 'a' | 'b' ) & 'c' <-> 'd'", pairs: narrows("'c~1~d'") },
    // Nothing to narrow: words, a word being typed, a phrase left out, no words.
    { tsquery: "'stoic'", pairs: null },
    { tsquery: "'stoic' & 'hab':*", pairs: null },
    { tsquery: "'medit':*", pairs: null },
    { tsquery: "!( 'bad' <-> 'idea' )", pairs: null },
    { tsquery: '', pairs: null },
    // A phrase with a prefix or weights in it, or grouped, is left to the document.
    { tsquery: "'map' <3> 'th':*", pairs: null },
    { tsquery: "'a':AB <-> 'b'", pairs: null },
    { tsquery: "'a' <-> ( 'b' & 'c' )", pairs: null },
    { tsquery: "'a' <0> 'b'", pairs: null },
    // Quotes and backslashes in a word, as PostgreSQL writes them, are written back the same.
    { tsquery: "'o''neil' <-> 'a\\\\b'", pairs: exact("'o''neil~1~a\\\\b'") },
    // "x~1" then "y" is the pair "x" then "1~y" makes too: the document confirms it.
    { tsquery: "'x~1' <-> 'y'", pairs: narrows("'x~1~1~y'") },
    // A pair longer than the stored ones is not asked for; the others still are.
    { tsquery: `'${long}' <-> 'b' <-> 'c'`, pairs: narrows("'b~1~c'") },
    { tsquery: `'${long}' <-> 'b'`, pairs: null },
    // What is not PostgreSQL's text of a tsquery does not narrow.
    { tsquery: "'a' <-> ", pairs: null },
    { tsquery: "'unclosed", pairs: null },
    { tsquery: "( 'a' <-> 'b'", pairs: null },
  ])('$tsquery narrows by $pairs.query', ({ tsquery, pairs }) => {
    expect(wordPairsQuery(tsquery)).toEqual(pairs);
  });
});

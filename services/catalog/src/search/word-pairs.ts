/**
 * A phrase of common words ("art of thinking": each word in nearly half the summaries, the phrase
 * in one in seventy-five) cannot be decided by the GIN index on search_document, which holds
 * words and not where they stand: PostgreSQL rereads the positions of every document holding all
 * the words, 18 KB each at full length. The WordPairs migration keeps a second vector per summary,
 * `search_word_pairs`: each word with the next one in the text and how far on it stands
 * (`art~2~think`, the stop word "of" between), under its own GIN index. A phrase's adjacent words
 * are such pairs, so the index finds the summaries that hold every pair of the phrase and the
 * document rechecks only those.
 *
 * A word's next one is the nearest word after it, so a phrase matches words side by side as
 * typed, not merely at the same distance with another word between (PostgreSQL alone would take
 * "art, deep thinking" for "art of thinking").
 */

/**
 * Pairs longer than this (in UTF-8 bytes) are neither stored nor asked for: the stored vector
 * stays under PostgreSQL's 1 MB tsvector limit for a document of any length (16,383 positions at
 * most). The WordPairs migration's `word_pairs` function reads the same figure: changing it needs
 * a migration that recomputes the column.
 */
export const MAX_WORD_PAIR_BYTES = 48;

type Query =
  | { kind: 'word'; lexeme: string; plain: boolean }
  | { kind: 'not'; operand: Query }
  | { kind: 'and' | 'or'; left: Query; right: Query }
  | { kind: 'phrase'; left: Query; right: Query; distance: number };

/** What the pairs ask: a tsquery on search_word_pairs, and whether it is the whole query. */
export interface WordPairs {
  query: string;
  /**
   * True when a summary matches the pairs exactly when it matches the query: phrases of two
   * words only, joined by `&` and `|`. A pair is then the phrase itself, and the document need
   * not be reread to confirm it (the words of a longer phrase may stand in pairs apart).
   */
  exact: boolean;
}

/**
 * The pairs that every summary matching `tsquery` (PostgreSQL's text of it, as
 * `websearch_to_tsquery` and `asYouTypeTsquery` give it) holds, or null when the query has no
 * phrase the pairs can narrow: a word alone, a word being typed (`:*`), a phrase left out
 * (`-"…"`), or an `or` with a side that has none.
 */
export function wordPairsQuery(tsquery: string): WordPairs | null {
  if (tsquery.trim() === '') return null;
  const parsed = parseTsquery(tsquery);
  return parsed ? pairsOf(parsed) : null;
}

function pairsOf(query: Query): WordPairs | null {
  switch (query.kind) {
    case 'word':
    case 'not':
      return null;
    case 'and':
    case 'or': {
      const left = pairsOf(query.left);
      const right = pairsOf(query.right);
      if (left === null || right === null) {
        // One side of an `and` narrows alone, never exactly: the other side is the document's.
        const side = query.kind === 'and' ? (left ?? right) : null;
        return side && { query: side.query, exact: false };
      }
      return {
        query: `( ${left.query} ) ${query.kind === 'and' ? '&' : '|'} ( ${right.query} )`,
        exact: left.exact && right.exact,
      };
    }
    case 'phrase': {
      const words = phraseWords(query);
      if (!words) return null;
      const pairs = words
        .slice(1)
        .map(({ lexeme, distance }, index) => `${words[index]!.lexeme}~${distance}~${lexeme}`);
      const stored = pairs.filter((pair) => Buffer.byteLength(pair, 'utf8') <= MAX_WORD_PAIR_BYTES);
      if (stored.length === 0) return null;
      return {
        query: stored.map(quoted).join(' & '),
        // A word with "~" in it (a path, an address) could make the same pair as two others.
        exact:
          pairs.length === 1 &&
          stored.length === 1 &&
          !words.some(({ lexeme }) => lexeme.includes('~')),
      };
    }
  }
}

/**
 * A phrase's words in order with each one's distance from the one before, when it is a chain of
 * plain words (`'a' <-> 'b' <2> 'c'`, which PostgreSQL reads left to right), else null.
 */
function phraseWords(query: Query): Array<{ lexeme: string; distance: number }> | null {
  if (query.kind === 'word') return query.plain ? [{ lexeme: query.lexeme, distance: 0 }] : null;
  if (query.kind !== 'phrase' || query.distance < 1) return null;
  const left = phraseWords(query.left);
  const { right } = query;
  if (!left || right.kind !== 'word' || !right.plain) return null;
  return [...left, { lexeme: right.lexeme, distance: query.distance }];
}

function quoted(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The binary operators from the loosest: `|`, `&`, then the phrase operators (`<->`, `<N>`). */
const LEVELS = ['|', '&', 'phrase'] as const;

/**
 * PostgreSQL's tsquery text read back: `!` binds tightest, then the phrase operators, then `&`,
 * then `|`. Null for anything else, which only means no narrowing.
 */
function parseTsquery(text: string): Query | null {
  const read = tokenize(text);
  if (!read) return null;
  const tokens: Token[] = read;
  let at = 0;
  const peek = () => tokens[at];

  /** Operands joined by the operators of `LEVELS[index]`, left to right, each a level tighter. */
  function level(index: number): Query | null {
    if (index === LEVELS.length) return unary();
    let left = level(index + 1);
    for (let token = peek(); left && token?.kind === LEVELS[index]; token = peek()) {
      at += 1;
      const right = level(index + 1);
      left =
        right &&
        (token.kind === 'phrase'
          ? { kind: 'phrase', left, right, distance: token.distance }
          : { kind: token.kind === '|' ? 'or' : 'and', left, right });
    }
    return left;
  }
  function unary(): Query | null {
    const token = tokens[at++];
    if (token?.kind === 'word') return { kind: 'word', lexeme: token.lexeme, plain: token.plain };
    if (token?.kind === '!') {
      const operand = unary();
      return operand && { kind: 'not', operand };
    }
    if (token?.kind === '(') {
      const inner = level(0);
      return inner && tokens[at++]?.kind === ')' ? inner : null;
    }
    return null;
  }

  const query = level(0);
  return query && at === tokens.length ? query : null;
}

type Token =
  | { kind: 'word'; lexeme: string; plain: boolean }
  | { kind: 'phrase'; distance: number }
  | { kind: '&' | '|' | '!' | '(' | ')' };

const OPERATOR = /^(?:<->|<(\d+)>|[&|!()])/;

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === ' ') {
      at += 1;
    } else if (text[at] === "'") {
      let lexeme = '';
      at += 1;
      for (;;) {
        if (at >= text.length) return null;
        const char = text[at]!;
        if (char === "'" && text[at + 1] === "'") {
          lexeme += "'";
          at += 2;
        } else if (char === "'") {
          at += 1;
          break;
        } else if (char === '\\' && at + 1 < text.length) {
          lexeme += text[at + 1];
          at += 2;
        } else {
          lexeme += char;
          at += 1;
        }
      }
      // `:*` (a prefix) or weights (`:AB`) after the word: not a word the pairs hold whole.
      const flags = /^:[*A-Da-d]+/.exec(text.slice(at));
      at += flags ? flags[0].length : 0;
      tokens.push({ kind: 'word', lexeme, plain: !flags });
    } else {
      const operator = OPERATOR.exec(text.slice(at));
      if (!operator) return null;
      at += operator[0].length;
      if (operator[0] === '<->') tokens.push({ kind: 'phrase', distance: 1 });
      else if (operator[1] !== undefined)
        tokens.push({ kind: 'phrase', distance: Number(operator[1]) });
      else tokens.push({ kind: operator[0] as '&' | '|' | '!' | '(' | ')' });
    }
  }
  return tokens;
}

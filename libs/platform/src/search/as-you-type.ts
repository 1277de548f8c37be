/** The shortest last word matched as the beginning of words: one letter begins most of them. */
export const MIN_PREFIX_LENGTH = 2;

/**
 * How many letters short of the typed word its stem may be. The documents hold stems: a word
 * typed past its stem ("meditat" of "meditations", stem "medit") begins no stem, so the stems
 * it begins with, up to this many letters shorter, match too.
 */
export const STEM_LETTERS = 4;
/** The shortest stem matched that way: shorter ones ("med", "hab") are other words. */
const MIN_STEM_LENGTH = 4;

/**
 * SQL for the tsquery of a search as it is being typed: `websearch_to_tsquery('english', …)` of
 * the text in `parameter` (quotes, `-` and `or` as ever), its last lexeme also matching the words
 * it begins (`:*`) and the stems it begins with, when the text ends in the word being typed: at
 * least MIN_PREFIX_LENGTH letters or digits after a space, a quote or the start, so neither a
 * closed phrase (`"common good"`), nor a word left out (`-sen`), nor a stop word (`the`, which has
 * no lexeme) is extended. The extension replaces websearch_to_tsquery's own last lexeme, only
 * when its output ends with that word's lexeme, and is read back as a tsquery, so the query's
 * structure is PostgreSQL's parse.
 */
export function asYouTypeTsquery(parameter: string): string {
  return `(SELECT CASE WHEN typed.last_lexeme <> ''
                            AND right(typed.whole::text, length(typed.last_lexeme)) = typed.last_lexeme
                      THEN (left(typed.whole::text, -length(typed.last_lexeme)) || '(' ||
                            typed.last_lexeme || ':*' ||
                            (SELECT coalesce(string_agg(' | ' || quote_literal(left(typed.last_word, letters)), ''), '')
                               FROM generate_series(greatest(${MIN_STEM_LENGTH}, length(typed.last_word) - ${STEM_LETTERS}),
                                                    length(typed.last_word) - 1) AS letters) ||
                            ')')::tsquery
                      ELSE typed.whole END
             FROM (SELECT websearch_to_tsquery('english', ${parameter}) AS whole,
                          lower(substring(${parameter} from '[[:alnum:]]+$')) AS last_word,
                          CASE WHEN ${parameter} ~ '(^|[[:space:]"])[[:alnum:]]{${MIN_PREFIX_LENGTH},}$'
                               THEN plainto_tsquery('english',
                                      substring(${parameter} from '[[:alnum:]]+$'))::text
                          END AS last_lexeme) AS typed)`;
}

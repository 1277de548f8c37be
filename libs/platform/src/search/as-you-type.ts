/** The shortest last word matched as the beginning of words: one letter begins most of them. */
export const MIN_PREFIX_LENGTH = 2;

/**
 * SQL for the tsquery of a search as it is being typed: `websearch_to_tsquery('english', …)` of
 * the text in `parameter` (quotes, `-` and `or` as ever), its last lexeme also matching the words
 * it begins (`:*`) when the text ends in the word being typed: at least MIN_PREFIX_LENGTH letters
 * or digits after a space, a quote or the start, so neither a closed phrase (`"common good"`), nor
 * a word left out (`-sen`), nor a stop word (`the`, which has no lexeme) becomes a prefix. The
 * prefix is added to websearch_to_tsquery's own output, only when that output ends with the last
 * word's lexeme, and read back as a tsquery, so the query's structure is PostgreSQL's parse.
 *
 * A phrase's words are matched as typed, its last one too (`"common goo` finds nothing until
 * "good" is finished): a prefix inside a phrase makes PostgreSQL re-read the word positions of
 * every document holding the phrase's other words, and a prefix of one or two letters matches
 * some word of nearly every document (`"the map is not th`: 18,040 documents re-read, 590 ms at
 * 100,000 full-length titles, against 40 ms for the finished phrase).
 *
 * The documents hold stems: a word typed past its stem ("meditat", stem "medit") begins none and
 * finds nothing until it is finished, the "did you mean" offering the title word meanwhile. Adding
 * the stems it begins with as alternatives was tried: the planner cannot estimate such an `or`
 * of rare terms and walked every summary for it (1.8 s at 100,000 titles against 2-30 ms).
 */
export function asYouTypeTsquery(parameter: string): string {
  return `(SELECT CASE WHEN typed.last_lexeme <> ''
                            AND right(typed.whole::text, length(typed.last_lexeme)) = typed.last_lexeme
                            AND typed.whole::text !~ ' <(-|[0-9]+)> '
                      THEN (typed.whole::text || ':*')::tsquery
                      ELSE typed.whole END
             FROM (SELECT websearch_to_tsquery('english', ${parameter}) AS whole,
                          CASE WHEN ${parameter} ~ '(^|[[:space:]"])[[:alnum:]]{${MIN_PREFIX_LENGTH},}$'
                               THEN plainto_tsquery('english',
                                      substring(${parameter} from '[[:alnum:]]+$'))::text
                          END AS last_lexeme) AS typed)`;
}

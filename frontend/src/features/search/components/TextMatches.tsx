import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTextSearch } from '../hooks/useTextSearch';
import { SearchResults } from './SearchResults';

const SHOWN = 3;

/**
 * How long typing in the library's box must pause before the books' text is searched. The
 * library's own results follow every key (SEARCH_DEBOUNCE_MS); these matches come second, once
 * the typist stops: asked with every key, their search and render shared the two cores of a
 * small server with the library's, which the bench saw as the slowest keystrokes.
 */
export const TEXT_MATCHES_PAUSE_MS = 300;

/**
 * Under the library's results: the summaries whose text says what was typed in the library's
 * box (which itself matches titles and authors, spec section 5), with their snippets, and the
 * way to all of them on /search.
 */
export function TextMatches({ query }: { query: string }) {
  const term = useDebouncedValue(query.trim(), TEXT_MATCHES_PAUSE_MS);
  const search = useTextSearch(term, SHOWN);
  const edges = search.results?.edges ?? [];
  if (!term || search.error || edges.length === 0) return null;
  return (
    <section aria-labelledby="text-matches-heading" className="mt-10" data-testid="text-matches">
      <h2 id="text-matches-heading" className="mb-4 text-lg font-semibold">
        In the books’ text
      </h2>
      <SearchResults edges={edges} />
      <Link
        to={`/search?q=${encodeURIComponent(term)}`}
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium hover:underline"
      >
        All results for “{term}” in the books’ text
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </section>
  );
}

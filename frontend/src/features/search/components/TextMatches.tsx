import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../../library-browser/library-filter';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTextSearch } from '../hooks/useTextSearch';
import { SearchResults } from './SearchResults';

const SHOWN = 3;

/**
 * Under the library's results: the summaries whose text says what was typed in the library's
 * box (which itself matches titles and authors, spec section 5), with their snippets, and the
 * way to all of them on /search.
 */
export function TextMatches({ query }: { query: string }) {
  const term = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
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

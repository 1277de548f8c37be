import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../components/ui/button';
import { SearchField } from '../components/ui/search-field';
import { Skeleton } from '../components/ui/skeleton';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '../features/library-browser/library-filter';
import { SearchResults } from '../features/search/components/SearchResults';
import { useTextSearch } from '../features/search/hooks/useTextSearch';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useDocumentTitle } from '../lib/use-document-title';

const PAGE_SIZE = 10;

/** `/search?q=`: summaries by what they say, each result with its snippet (issue 47). */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useDocumentTitle(term ? `Search: ${term}` : 'Search');
  const search = useTextSearch(term, PAGE_SIZE);

  const type = (value: string) => {
    setText(value);
    const next = new URLSearchParams(params);
    if (value.trim()) next.set('q', value.trim());
    else next.delete('q');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const results = search.results;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search</h1>
      <p className="mt-2 text-muted-foreground">
        Find a book by what it says: &quot;a phrase&quot; in quotes, -word to leave one out.
      </p>
      <div role="search" className="mt-8 flex">
        <SearchField
          id="text-search"
          label="Search inside the books"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={type}
          placeholder="Search inside the books..."
        />
      </div>

      <section
        aria-labelledby="search-results-heading"
        aria-busy={search.searching}
        className="mt-8"
      >
        <h2 id="search-results-heading" className="sr-only">
          Results
        </h2>
        {!term ? null : search.error ? (
          <p role="alert" className="rounded-xl border border-border bg-card p-6 text-center">
            {search.error.message || 'Search is not available right now. Please try again later.'}
          </p>
        ) : !results ? (
          <div className="flex flex-col gap-4">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-28 w-full rounded-xl" />
            ))}
          </div>
        ) : (
          <>
            {results.didYouMean && (
              <p className="mb-4 text-sm" data-testid="search-did-you-mean">
                Nothing says “{term}”. Did you mean{' '}
                <Link
                  className="font-medium underline"
                  to={`/search?q=${encodeURIComponent(results.didYouMean)}`}
                  onClick={() => setText(results.didYouMean ?? '')}
                >
                  {results.didYouMean}
                </Link>
                ?
              </p>
            )}
            {results.edges.length === 0 ? (
              <div
                data-testid="search-empty"
                className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-16 text-center"
              >
                <SearchX className="size-10 text-muted-foreground" aria-hidden />
                <p className="mt-4 text-lg font-semibold" role="status">
                  Nothing found for “{term}”
                </p>
              </div>
            ) : (
              <>
                <p className="sr-only" role="status">
                  {results.edges.length} result{results.edges.length === 1 ? '' : 's'}
                </p>
                <SearchResults edges={results.edges} />
                {search.hasMore && (
                  <div className="mt-6 flex justify-center">
                    <Button
                      variant="outline"
                      onClick={() => void search.loadMore()}
                      disabled={search.loadingMore}
                    >
                      More results
                    </Button>
                  </div>
                )}
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}

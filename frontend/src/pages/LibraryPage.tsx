import { useQuery } from '@apollo/client/react';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../components/ui/button';
import { SearchField } from '../components/ui/search-field';
import { Skeleton } from '../components/ui/skeleton';
import { CategoryFilter } from '../features/library-browser/components/CategoryFilter';
import { FilterPanel } from '../features/library-browser/components/FilterPanel';
import { LibraryGrid } from '../features/library-browser/components/LibraryGrid';
import { LoadMore } from '../features/library-browser/components/LoadMore';
import { UpgradeBanner } from '../features/library-browser/components/UpgradeBanner';
import { LibraryOverviewQuery } from '../features/library-browser/graphql/library.query';
import { useLibrarySearch } from '../features/library-browser/hooks/useLibrarySearch';
import {
  activeFilterCount,
  emptyStateText,
  filterToParams,
  lengthsWithSummaries,
  readFilter,
  resolveCategoryId,
  SEARCH_MAX_LENGTH,
  showingText,
} from '../features/library-browser/library-filter';
import { useAuth } from '../features/auth/hooks/useAuth';
import { useFavoriteToggle } from '../features/reading-activity/hooks/useFavoriteToggle';
import { TextMatches } from '../features/search/components/TextMatches';
import { BookCardSkeleton } from '../features/summary-cards/components/BookCard';
import { useDocumentTitle } from '../lib/use-document-title';
import { useUrlFilter } from '../lib/use-url-filter';

export default function LibraryPage() {
  useDocumentTitle('Book Library');
  const overview = useQuery(LibraryOverviewQuery);
  const { filter, update } = useUrlFilter(readFilter, filterToParams);
  // Whether the page asks for favourites; null until the session is known, so a member's first
  // page is asked for once, with them.
  const auth = useAuth().state.status;
  const signedIn = auth === 'loading' ? null : auth === 'signedIn';
  const toggleFavorite = useFavoriteToggle();

  const data = overview.data;
  const categories = data?.categories ?? [];
  // Without a category in the URL the first page needs no wait for the categories.
  const categoryId = !filter.category
    ? ''
    : data
      ? (resolveCategoryId(filter.category, categories) ?? '')
      : null;
  const unknownCategory =
    data !== undefined && resolveCategoryId(filter.category, categories) === null;
  // A category that does not exist (an old or mistyped link) is no filter at all.
  useEffect(() => {
    if (unknownCategory) update({ category: '' });
  }, [unknownCategory, update]);

  // The box keeps what was typed itself: the URL follows it, a router update behind fast typing
  // must never put back an older value.
  const [searchText, setSearchText] = useState(filter.query);
  const search = (text: string) => {
    setSearchText(text);
    update({ query: text });
  };
  // A visitor is sent this page already rendered (src/prerender.tsx): what they typed before it
  // came to life stays in the box but reached no handler, so it is searched for now.
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = searchBox.current?.value ?? '';
    if (typed !== searchText) search(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page comes to life
  }, []);
  const results = useLibrarySearch(searchText, categoryId, filter, signedIn);
  const filtersActive = activeFilterCount(filter);
  // A link with filters in it opens with them in view.
  const [panelOpen, setPanelOpen] = useState(filtersActive > 0);
  const panelId = useId();
  const shown = results.shown;
  const error = overview.error ?? results.error;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Book Library</h1>
        {data ? (
          <p className="text-muted-foreground" data-testid="library-count">
            Discover {data.catalogue.totalCount} book{' '}
            {data.catalogue.totalCount === 1 ? 'summary' : 'summaries'} across {categories.length}{' '}
            {categories.length === 1 ? 'category' : 'categories'}
          </p>
        ) : (
          <Skeleton className="h-5 w-72 max-w-full" />
        )}
      </header>

      <div className="mt-8">
        <UpgradeBanner />
      </div>

      <div role="search" className="mt-8 flex flex-col gap-4">
        <div className="flex gap-2">
          <SearchField
            ref={searchBox}
            id="library-search"
            label="Search books or authors"
            value={searchText}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={search}
            placeholder="Search books or authors..."
          />
          <Button
            variant="outline"
            size="field"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            <span className="hidden sm:inline">Filter</span>
            <span className="sr-only sm:hidden">Filter</span>
            {filtersActive > 0 && (
              <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
                {filtersActive}
                <span className="sr-only"> active</span>
              </span>
            )}
          </Button>
        </div>
        {panelOpen && (
          <FilterPanel
            id={panelId}
            filter={filter}
            lengthsOffered={data && lengthsWithSummaries(data.libraryLengthBands)}
            onChange={update}
          />
        )}
        {data ? (
          <CategoryFilter
            categories={categories}
            selectedId={categoryId ?? ''}
            onSelect={(slug) => update({ category: slug })}
          />
        ) : (
          // One row of chips' height, so the results do not move down when the chips arrive.
          <Skeleton className="h-[34px] w-full max-w-xl rounded-full" />
        )}
      </div>

      <section aria-labelledby="results-heading" aria-busy={results.searching} className="mt-8">
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        {error ? (
          <p role="alert" className="rounded-xl border border-border bg-card p-6 text-center">
            The library could not be loaded right now. Please try again later.
          </p>
        ) : !shown ? (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index}>
                <BookCardSkeleton />
              </li>
            ))}
          </ul>
        ) : (
          <>
            <p
              className="mb-4 text-sm [overflow-wrap:anywhere] text-muted-foreground"
              role="status"
              data-testid="library-showing"
            >
              {showingText(shown.page.totalCount, shown.term)}
            </p>
            {shown.page.items.length === 0 ? (
              <div
                data-testid="library-empty"
                className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-16 text-center"
              >
                <SearchX className="size-10 text-muted-foreground" aria-hidden />
                <h3 className="mt-4 text-lg font-semibold">No books found</h3>
                <p className="mt-2 max-w-md text-sm [overflow-wrap:anywhere] text-muted-foreground">
                  {emptyStateText(shown.term, filtersActive > 0)}
                </p>
                {/* Only a search can be cleared here; the category stays as chosen. */}
                {shown.term && (
                  <Button variant="outline" className="mt-6" onClick={() => search('')}>
                    Clear Search
                  </Button>
                )}
              </div>
            ) : (
              <>
                <LibraryGrid items={shown.page.items} toggleFavorite={toggleFavorite} />
                {results.hasMore && (
                  <LoadMore onLoad={() => void results.loadMore()} loading={results.loadingMore} />
                )}
              </>
            )}
          </>
        )}
      </section>
      <TextMatches query={searchText} />
    </div>
  );
}

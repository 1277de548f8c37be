import { Highlighter, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Button, ButtonLink } from '../components/ui/button';
import { PageLoading } from '../components/ui/page-loading';
import { Skeleton } from '../components/ui/skeleton';
import { useAuth } from '../features/auth/hooks/useAuth';
import { BookHighlights } from '../features/my-highlights/components/BookHighlights';
import { ExportButtons } from '../features/my-highlights/components/ExportButtons';
import { HighlightFilters } from '../features/my-highlights/components/HighlightFilters';
import { HighlightSearchResults } from '../features/my-highlights/components/HighlightSearchResults';
import {
  countText,
  filterToParams,
  groupByBook,
  isFiltered,
  readFilter,
  searchCountText,
} from '../features/my-highlights/highlight-filter';
import {
  searchWords,
  useHighlightSearch,
  useMyHighlights,
} from '../features/my-highlights/hooks/useMyHighlights';
import { useDocumentTitle } from '../lib/use-document-title';
import { useUrlFilter } from '../lib/use-url-filter';

/** /highlights ("My Highlights"); visitors are sent to /auth. */
export default function HighlightsPage() {
  useDocumentTitle('My Highlights');
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Loading your highlights" />;
  if (state.status === 'signedOut') return <Navigate to="/auth" replace />;
  return <MyHighlights />;
}

function MyHighlights() {
  const { filter, update } = useUrlFilter(readFilter, filterToParams);
  const list = useMyHighlights(filter);
  const search = useHighlightSearch(filter);
  const words = searchWords(filter);
  const shown = words === null ? list : search;
  const { error, searching, hasMore, loadingMore, loadMore } = shown;
  const loaded = words === null ? list.page : search.results;
  const clear = () => update({ query: '', book: '', color: '' });

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My Highlights</h1>
          <p className="mt-2 text-muted-foreground" role="status" data-testid="highlight-count">
            {words !== null && search.results
              ? searchCountText(search.results.edges.length, search.hasMore, words)
              : list.page && words === null
                ? countText(list.page.totalCount)
                : words === null
                  ? 'Loading your highlights...'
                  : 'Searching your highlights...'}
          </p>
        </div>
        <ExportButtons summaryId={filter.book} />
      </header>

      <div className="mt-8">
        <HighlightFilters filter={filter} onChange={update} />
      </div>

      <div className="mt-8" aria-busy={searching}>
        {error ? (
          <p role="alert" className="text-destructive">
            {words === null
              ? 'Your highlights could not be loaded. Please try again.'
              : 'Your highlights could not be searched. Please try again.'}
          </p>
        ) : !loaded ? (
          <div className="space-y-3" aria-hidden>
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : words !== null && search.results ? (
          search.results.edges.length === 0 ? (
            <EmptyState
              icon={<SearchX className="size-8" aria-hidden />}
              text={`No highlights match “${words}”.`}
            >
              <Button variant="outline" size="sm" onClick={clear}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <HighlightSearchResults edges={search.results.edges} />
          )
        ) : list.page && list.page.items.length === 0 ? (
          isFiltered(filter) ? (
            <EmptyState
              icon={<SearchX className="size-8" aria-hidden />}
              text="No highlights match your filters."
            >
              <Button variant="outline" size="sm" onClick={clear}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<Highlighter className="size-8" aria-hidden />}
              text="You have no highlights yet. Open a summary, select a passage and choose a colour to highlight it; add a note to remember why it mattered."
            >
              <ButtonLink to="/library" size="sm">
                Browse Library
              </ButtonLink>
            </EmptyState>
          )
        ) : (
          <div className="space-y-10" data-testid="highlight-books">
            {groupByBook(list.page?.items ?? []).map((group) => (
              <BookHighlights key={group.book.id} group={group} />
            ))}
          </div>
        )}
        {hasMore && (
          <div className="mt-8 flex justify-center">
            <Button variant="outline" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

function EmptyState({
  icon,
  text,
  children,
}: {
  icon: ReactNode;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border p-10 text-center">
      <span className="text-muted-foreground">{icon}</span>
      <p className="max-w-md text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}

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
import {
  countText,
  filterToParams,
  groupByBook,
  isFiltered,
  readFilter,
} from '../features/my-highlights/highlight-filter';
import { useMyHighlights } from '../features/my-highlights/hooks/useMyHighlights';
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
  const { page, error, searching, hasMore, loadingMore, loadMore } = useMyHighlights(filter);
  const filtered = isFiltered(filter);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My Highlights</h1>
          <p className="mt-2 text-muted-foreground" role="status" data-testid="highlight-count">
            {page ? countText(page.totalCount) : 'Loading your highlights...'}
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
            Your highlights could not be loaded. Please try again.
          </p>
        ) : !page ? (
          <div className="space-y-3" aria-hidden>
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : page.items.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={<SearchX className="size-8" aria-hidden />}
              text="No highlights match your search and filters."
            >
              <Button
                variant="outline"
                size="sm"
                onClick={() => update({ query: '', book: '', color: '' })}
              >
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
            {groupByBook(page.items).map((group) => (
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

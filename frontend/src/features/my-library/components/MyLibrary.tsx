import { useQuery } from '@apollo/client/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import type { SummaryCardFieldsFragment } from '../../../gql/graphql';
import { FavoriteBookCard } from '../../reading-activity/components/FavoriteBookCard';
import { useFavoriteToggle } from '../../reading-activity/hooks/useFavoriteToggle';
import { BookCardSkeleton } from '../../summary-cards/components/BookCard';
import { MyLibraryQuery } from '../graphql/my-library.query';
import {
  allFinished,
  allInProgress,
  MY_LIBRARY_TABS,
  type MyLibraryTab,
  pageOf,
  tabOf,
} from '../my-library-lists';

type Book = SummaryCardFieldsFragment & { isFavorite: boolean };

interface Shelf {
  books: { summary: Book; note?: string }[];
  empty: string;
}

const tabTrigger =
  'rounded-md px-4 py-2 text-sm font-medium text-muted-foreground transition-colors data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** /my-library: every saved, in-progress and finished book of the member, a page at a time. */
export function MyLibrary() {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const page = Number(search.get('page') ?? '1');
  const { data } = useQuery(MyLibraryQuery);

  const shelves: Record<MyLibraryTab, Shelf> | undefined = data && {
    saved: {
      books: data.favorites.flatMap(({ summary }) => (summary ? [{ summary }] : [])),
      empty: 'Tap the heart on any book to save it here.',
    },
    'in-progress': {
      books: allInProgress(data.readingProgress).flatMap(({ summary, progressPercentage }) =>
        summary ? [{ summary, note: `${Math.round(progressPercentage)}% read` }] : [],
      ),
      empty: 'Books you start reading will show up here.',
    },
    finished: {
      books: allFinished(data.readingProgress).flatMap(({ summary }) =>
        summary ? [{ summary }] : [],
      ),
      empty: 'Books you finish will show up here.',
    },
  };

  const go = (next: { tab?: MyLibraryTab; page?: number }) => {
    const params = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'saved') params.set('tab', nextTab);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  return (
    <Tabs.Root value={tab} onValueChange={(value) => go({ tab: tabOf(value) })} className="mt-8">
      <Tabs.List
        aria-label="My Library"
        className="inline-flex max-w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1"
      >
        {MY_LIBRARY_TABS.map(({ id, label }) => (
          <Tabs.Trigger key={id} value={id} className={tabTrigger}>
            {label}
            {shelves && (
              <span className="ml-1.5 text-xs text-muted-foreground">
                ({shelves[id].books.length})
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {MY_LIBRARY_TABS.map(({ id, label }) => (
        <Tabs.Content key={id} value={id} className="mt-6 outline-none">
          {/* The shelf's heading, between the page's title and the books' (no level skipped). */}
          <h2 className="sr-only">{label}</h2>
          {!shelves ? (
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-hidden>
              <BookCardSkeleton />
              <BookCardSkeleton />
            </div>
          ) : (
            <ShelfPage shelf={shelves[id]} page={page} onPage={(next) => go({ page: next })} />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function ShelfPage({
  shelf,
  page,
  onPage,
}: {
  shelf: Shelf;
  page: number;
  onPage: (page: number) => void;
}) {
  const toggleFavorite = useFavoriteToggle();
  if (shelf.books.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border p-8 text-center">
        <p className="text-muted-foreground">{shelf.empty}</p>
        <ButtonLink to="/library" size="sm">
          Browse Library
        </ButtonLink>
      </div>
    );
  }
  const current = pageOf(shelf.books, page);
  return (
    <>
      <ul
        data-testid="my-library-books"
        className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4"
      >
        {current.items.map(({ summary, note }) => (
          <li key={summary.id} className="flex flex-col gap-2">
            <FavoriteBookCard summary={summary} toggle={toggleFavorite} />
            {note && <p className="text-sm text-muted-foreground">{note}</p>}
          </li>
        ))}
      </ul>
      {current.pageCount > 1 && (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
          <Button
            variant="outline"
            size="sm"
            disabled={current.page === 1}
            onClick={() => onPage(current.page - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden />
            Previous
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Page {current.page} of {current.pageCount}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={current.page === current.pageCount}
            onClick={() => onPage(current.page + 1)}
          >
            Next
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </nav>
      )}
    </>
  );
}

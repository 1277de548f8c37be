import { memo } from 'react';
import type { LibraryPageQuery } from '../../../gql/graphql';
import { FavoriteBookCard } from '../../reading-activity/components/FavoriteBookCard';
import { BookCard } from '../../summary-cards/components/BookCard';

type LibraryItem = LibraryPageQuery['summaryPage']['items'][number];

/**
 * The cards of the results. Memoised on the items: a keystroke re-renders the search box, not
 * the cards, until the next results arrive.
 */
export const LibraryGrid = memo(function LibraryGrid({ items }: { items: readonly LibraryItem[] }) {
  return (
    <ul
      data-testid="library-results"
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4"
    >
      {items.map((summary, index) => (
        <li key={summary.id} className="flex">
          {/* Favourites need sign-in (isFavorite is asked only then); premium titles may be saved. */}
          {summary.isFavorite !== undefined ? (
            <FavoriteBookCard
              summary={{ ...summary, isFavorite: summary.isFavorite }}
              eager={index < 8}
            />
          ) : (
            <BookCard summary={summary} eager={index < 8} />
          )}
        </li>
      ))}
    </ul>
  );
});

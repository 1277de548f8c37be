import { memo } from 'react';
import type { LibraryPageQuery } from '../../../gql/graphql';
import { FavoriteBookCard } from '../../reading-activity/components/FavoriteBookCard';
import type { FavoriteToggle } from '../../reading-activity/hooks/useFavoriteToggle';
import { BookCard } from '../../summary-cards/components/BookCard';

type LibraryItem = LibraryPageQuery['summaryPage']['items'][number];

/**
 * Covers loaded at once and first: the first, the page's largest paint at every width. The
 * others, the rest of a phone's first row included, load as they near the screen, which for the
 * first rows is at the first layout: asked for first too, they would queue the first cover
 * behind them on a phone's few connections and hold back the largest paint.
 */
const EAGER_COVERS = 1;

/**
 * The cards of the results. Memoised on the items and the page's favourite toggle (which stays
 * the same while only the query string changes): a keystroke re-renders the search box, not the
 * cards, until the next results arrive.
 */
export const LibraryGrid = memo(function LibraryGrid({
  items,
  toggleFavorite,
}: {
  items: readonly LibraryItem[];
  toggleFavorite: FavoriteToggle;
}) {
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
              toggle={toggleFavorite}
              eager={index < EAGER_COVERS}
            />
          ) : (
            <BookCard summary={summary} eager={index < EAGER_COVERS} />
          )}
        </li>
      ))}
    </ul>
  );
});

import type { SummaryCardFieldsFragment } from '../../../gql/graphql';
import { BookCard } from '../../summary-cards/components/BookCard';
import type { FavoriteToggle } from '../hooks/useFavoriteToggle';

/**
 * A book card whose heart follows and flips the member's favourite. The list holding the cards
 * makes the one `toggle` they share (`useFavoriteToggle`): a page of cards hydrates one set of
 * mutations, not one per card.
 */
export function FavoriteBookCard({
  summary,
  toggle,
  eager,
}: {
  summary: SummaryCardFieldsFragment & { isFavorite: boolean };
  toggle: FavoriteToggle;
  eager?: boolean;
}) {
  return (
    <BookCard
      summary={summary}
      eager={eager}
      favorite={{
        isFavorite: summary.isFavorite,
        onToggle: () => void toggle(summary.id, summary.isFavorite),
      }}
    />
  );
}

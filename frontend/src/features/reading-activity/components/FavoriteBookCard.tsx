import type { SummaryCardFieldsFragment } from '../../../gql/graphql';
import { BookCard } from '../../summary-cards/components/BookCard';
import { useFavoriteToggle } from '../hooks/useFavoriteToggle';

/** A book card whose heart follows and flips the member's favourite. */
export function FavoriteBookCard({
  summary,
  eager,
}: {
  summary: SummaryCardFieldsFragment & { isFavorite: boolean };
  eager?: boolean;
}) {
  const toggleFavorite = useFavoriteToggle();
  return (
    <BookCard
      summary={summary}
      eager={eager}
      favorite={{
        isFavorite: summary.isFavorite,
        onToggle: () => void toggleFavorite(summary.id, summary.isFavorite),
      }}
    />
  );
}

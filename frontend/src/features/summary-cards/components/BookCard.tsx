import { Clock, Crown, Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { SummaryCardFieldsFragment } from '../../../gql/graphql';
import { UnlockedBadge } from '../../free-picks/components/UnlockedBadge';
import { useUnlockedUntilText } from '../../free-picks/hooks/useFreePicks';
import { categoryLabel } from '../summary-text';
import { CoverImage } from './CoverImage';

export interface BookCardProps {
  summary: SummaryCardFieldsFragment;
  /** When given, the card shows a heart button that reflects and flips this state. */
  favorite?: { isFavorite: boolean; onToggle: () => void; pending?: boolean };
  eager?: boolean;
}

export function BookCard({ summary, favorite, eager }: BookCardProps) {
  const category = categoryLabel(summary.categoryId, summary.category);
  return (
    <article
      data-testid="book-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-all hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-ring"
    >
      <div className="relative overflow-hidden">
        <CoverImage
          src={summary.coverImageUrl}
          title={summary.title}
          author={summary.author}
          eager={eager}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {/* Top right: the cover's accent bar and category label sit at its top left. */}
        {summary.isPremium && <PremiumCorner summaryId={summary.id} />}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p
          className="text-xs font-medium tracking-wide text-primary uppercase"
          data-testid="book-card-category"
        >
          {category}
        </p>
        {/* Two lines kept for every title, so cards in a row, and the placeholders before them, are
            one height: a card that grows once its data arrives moves what a reader aims at. */}
        <h3 className="line-clamp-2 min-h-[2lh] text-sm leading-snug font-semibold sm:text-base">
          <Link
            to={`/summary/${summary.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {summary.title}
          </Link>
        </h3>
        <p className="line-clamp-1 text-sm text-muted-foreground">{summary.author}</p>
        <div className="mt-auto flex items-center justify-between pt-2">
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Clock className="size-3.5" aria-hidden />
            {summary.readingTimeMinutes} min
          </span>
          {favorite && (
            <button
              type="button"
              onClick={favorite.onToggle}
              disabled={favorite.pending}
              aria-pressed={favorite.isFavorite}
              aria-label={
                favorite.isFavorite
                  ? `Remove ${summary.title} from favorites`
                  : `Add ${summary.title} to favorites`
              }
              className="relative z-10 rounded-full p-1.5 text-muted-foreground hover:bg-muted hover:text-rose-500"
            >
              <Heart
                className={cn('size-4', favorite.isFavorite && 'fill-rose-500 text-rose-500')}
                aria-hidden
              />
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** A card's placeholder: the card's own boxes and line heights, so nothing moves when it arrives. */
export function BookCardSkeleton() {
  return (
    <div
      className="flex w-full flex-col overflow-hidden rounded-xl border border-border bg-card"
      aria-hidden
    >
      <div className="skeleton aspect-[2/3] w-full" />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <div className="flex h-4 items-center">
          <div className="skeleton h-3 w-1/3 rounded" />
        </div>
        <div className="min-h-[2lh] text-sm leading-snug sm:text-base">
          <div className="skeleton mt-1 h-4 w-5/6 rounded" />
        </div>
        <div className="flex h-5 items-center">
          <div className="skeleton h-3 w-1/2 rounded" />
        </div>
        <div className="mt-auto flex h-4 items-center pt-2 box-content">
          <div className="skeleton h-3 w-12 rounded" />
        </div>
      </div>
    </div>
  );
}

/**
 * A Premium card's corner: "Unlocked until …" once the member picked it, else the Premium badge.
 * Its own component, as only it reads the member's free picks: when they arrive (after the page
 * is live), the corners re-render, not every card of the grid with them.
 */
function PremiumCorner({ summaryId }: { summaryId: string }) {
  const unlocked = useUnlockedUntilText(summaryId);
  return unlocked ? (
    <UnlockedBadge text={unlocked} className="absolute top-2 right-2" />
  ) : (
    <Badge variant="premium" className="absolute top-2 right-2 shadow-sm">
      <Crown className="size-3" aria-hidden />
      Premium
    </Badge>
  );
}

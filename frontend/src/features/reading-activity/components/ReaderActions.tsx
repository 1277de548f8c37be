import { CheckCircle2, Circle, Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { ReaderSummary } from '../../summary-reader/reader-types';
import { useFavoriteToggle } from '../hooks/useFavoriteToggle';
import { useMarkRead } from '../hooks/useReadingProgress';

/** The reader's favourite toggle and mark read / mark unread (shown only with full access). */
export function ReaderActions({ summary }: { summary: ReaderSummary }) {
  const toggleFavorite = useFavoriteToggle();
  const markRead = useMarkRead(summary.id, summary.readingProgress ?? null);
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        variant="outline"
        aria-pressed={summary.isFavorite}
        onClick={() => void toggleFavorite(summary.id, summary.isFavorite)}
      >
        <Heart
          className={cn('size-4', summary.isFavorite && 'fill-rose-500 text-rose-500')}
          aria-hidden
        />
        {summary.isFavorite ? 'Remove from Favorites' : 'Add to Favorites'}
      </Button>
      <Button
        variant={markRead.isCompleted ? 'secondary' : 'primary'}
        disabled={markRead.pending}
        onClick={() => void markRead.toggle()}
      >
        {markRead.isCompleted ? (
          <CheckCircle2 className="size-4" aria-hidden />
        ) : (
          <Circle className="size-4" aria-hidden />
        )}
        {markRead.isCompleted ? 'Mark as Unread' : 'Mark as Read'}
      </Button>
    </div>
  );
}

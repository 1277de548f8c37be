import { ArrowRight, BookMarked } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';

interface ContinueReadingCardProps {
  index: number;
  count: number;
  nextTitle: string | null;
  onNext: () => void;
}

export function ContinueReadingCard({ index, count, nextTitle, onNext }: ContinueReadingCardProps) {
  const percent = count > 0 ? Math.round(((index + 1) / count) * 100) : 100;
  return (
    <section
      aria-labelledby="continue-reading-heading"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <BookMarked className="size-5 text-primary" aria-hidden />
        <h2 id="continue-reading-heading" className="font-semibold">
          Continue Reading
        </h2>
      </div>
      <div className="mt-4">
        <div className="flex justify-between text-xs text-muted-foreground">
          <span>Your progress</span>
          <span>{percent}%</span>
        </div>
        <div
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Reading progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div
            className="h-full rounded-full bg-primary transition-all"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      {nextTitle ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Up next: <span className="font-medium text-foreground">{nextTitle}</span>
          </p>
          <Button size="sm" variant="secondary" onClick={onNext}>
            Keep going
            <ArrowRight className="size-4" aria-hidden />
          </Button>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            You have reached the end of this summary. Find your next read in the library.
          </p>
          <ButtonLink to="/library" size="sm" variant="secondary">
            Explore more
            <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
        </div>
      )}
    </section>
  );
}

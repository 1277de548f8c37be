import { ArrowRight, BookMarked } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';

interface ContinueReadingCardProps {
  /** The member's recorded progress, 0 to 100; null for a visitor (progress needs sign-in). */
  percent: number | null;
  nextTitle: string | null;
  onNext: () => void;
}

export function ContinueReadingCard({ percent, nextTitle, onNext }: ContinueReadingCardProps) {
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
      {percent !== null && (
        <div className="mt-4">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>Your progress</span>
            <span>{percent}%</span>
          </div>
          <ProgressBar value={percent} label="Reading progress" className="mt-1.5" />
        </div>
      )}
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
        <p className="mt-4 text-sm text-muted-foreground">
          This is the last section: read on to its end to finish the summary.
        </p>
      )}
    </section>
  );
}

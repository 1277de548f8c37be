import { ArrowRight, BookMarked } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';

interface ContinueReadingCardProps {
  /** The member's progress through this summary, 0 to 100. */
  percent: number;
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
      <div className="mt-4">
        <div className="flex justify-between text-xs text-muted-foreground">
          <span>Your progress</span>
          <span>{percent}%</span>
        </div>
        <ProgressBar value={percent} label="Reading progress" className="mt-1.5" />
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

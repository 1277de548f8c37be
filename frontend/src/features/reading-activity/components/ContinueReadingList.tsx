import { BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { CoverImage } from '../../summary-cards/components/CoverImage';
import type { ProgressItem } from '../hooks/useReadingOverview';
import { inProgress } from '../reading-lists';

/** 'Continue Reading': the first 3 summaries in progress, each opening the reader. */
export function ContinueReadingList({ items }: { items: ProgressItem[] | undefined }) {
  const reading = items && inProgress(items).filter((item) => item.summary);
  return (
    <section aria-labelledby="continue-reading-list-heading">
      <h2 id="continue-reading-list-heading" className="text-xl font-semibold">
        Continue Reading
      </h2>
      {!reading ? (
        <div className="mt-4 space-y-3" aria-hidden>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : reading.length === 0 ? (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border p-8 text-center">
          <BookOpen className="size-8 text-muted-foreground" aria-hidden />
          <p className="text-muted-foreground">No books in progress yet</p>
          <ButtonLink to="/library" size="sm">
            Start Reading
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="continue-reading">
          {reading.map(({ summaryId, progressPercentage, summary }) => (
            <li key={summaryId}>
              <Link
                to={`/summary/${summaryId}`}
                className="flex items-center gap-4 rounded-2xl border border-border bg-card p-3 shadow-sm transition-colors hover:bg-muted/50"
              >
                <div className="w-12 shrink-0 overflow-hidden rounded-md">
                  <CoverImage
                    src={summary!.coverImageUrl}
                    title={summary!.title}
                    author={summary!.author}
                  />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{summary!.title}</p>
                  <p className="truncate text-sm text-muted-foreground">{summary!.author}</p>
                  <div className="mt-2 flex items-center gap-2">
                    <ProgressBar
                      value={progressPercentage}
                      label={`${summary!.title} progress`}
                      thin
                      className="flex-1"
                    />
                    <span className="text-xs text-muted-foreground">{progressPercentage}%</span>
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

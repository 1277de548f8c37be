import { BookOpen, Clock, Crown, ListOrdered } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { CoverImage } from '../../summary-cards/components/CoverImage';
import { categoryLabel } from '../../summary-cards/summary-text';
import type { ReaderSummary } from '../reader-types';

/** The reader's head; it shows the summary only, never the member's favourite or progress. */
export function SummaryHeader({
  summary,
}: {
  summary: Omit<ReaderSummary, 'isFavorite' | 'readingProgress'>;
}) {
  return (
    <header className="grid gap-6 sm:grid-cols-[10rem_1fr] sm:gap-8 md:grid-cols-[12rem_1fr]">
      <div className="mx-auto w-40 overflow-hidden rounded-xl shadow-lg ring-1 ring-border sm:mx-0 sm:w-full">
        <CoverImage
          src={summary.coverImageUrl}
          title={summary.title}
          author={summary.author}
          eager
        />
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="accent">{categoryLabel(summary.categoryId, summary.category)}</Badge>
          {summary.isPremium && (
            <Badge variant="premium">
              <Crown className="size-3" aria-hidden />
              Premium
            </Badge>
          )}
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {summary.title}
        </h1>
        <p className="text-lg text-muted-foreground">
          by <span className="font-medium text-foreground">{summary.author}</span>
        </p>
        {summary.description && (
          <p className="max-w-2xl leading-relaxed text-muted-foreground">{summary.description}</p>
        )}
        <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden />
            {summary.readingTimeMinutes} min read
          </li>
          <li className="inline-flex items-center gap-1.5">
            <ListOrdered className="size-4" aria-hidden />
            {summary.sectionCount} {summary.sectionCount === 1 ? 'section' : 'sections'}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <BookOpen className="size-4" aria-hidden />
            {summary.hasFullAccess ? 'Full summary' : 'Preview'}
          </li>
        </ul>
      </div>
    </header>
  );
}

import { useQuery } from '@apollo/client/react';
import { Brain } from 'lucide-react';
import { useMemo } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { memberTimeZone } from '../../reading-activity/reading-lists';
import { ReviewDueQuery } from '../graphql/review.graphql';

/** The dashboard's "N to review today" with the button that starts the review. */
export function ReviewDueCard() {
  const timeZone = useMemo(() => memberTimeZone(), []);
  const due = useQuery(ReviewDueQuery, {
    variables: { timeZone },
    fetchPolicy: 'cache-and-network',
  }).data?.reviewDue;

  return (
    <section
      aria-labelledby="review-due-heading"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-3">
        <Brain className="size-6 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 id="review-due-heading" className="text-lg font-semibold">
            Daily Review
          </h2>
          {due ? (
            <p className="text-sm text-muted-foreground" data-testid="review-due-count">
              {due.length} to review today
            </p>
          ) : (
            <Skeleton className="mt-1 h-4 w-32" />
          )}
        </div>
      </div>
      {due && due.length > 0 && <ButtonLink to="/review">Start review</ButtonLink>}
    </section>
  );
}

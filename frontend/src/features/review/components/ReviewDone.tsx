import { useQuery } from '@apollo/client/react';
import { Award, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { StreakBadge } from '../../reading-activity/components/ReadingActivity';
import { ReviewStreakQuery } from '../graphql/review.graphql';
import { localDate } from '../review-queue';

/** The end of today's review (or a day with nothing to review), with the streak it counts toward. */
export function ReviewDone({ reviewed, timeZone }: { reviewed: number; timeZone: string }) {
  const stats = useQuery(ReviewStreakQuery, {
    variables: { timeZone },
    fetchPolicy: 'network-only',
  }).data?.readingStats;
  // The review achievements (first review, seven-day review streak) this review has just earned.
  const today = localDate(new Date(), timeZone);
  const earnedToday =
    stats?.achievements.filter(
      (achievement) => achievement.id.startsWith('review-') && achievement.earnedOn === today,
    ) ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm"
      data-testid="review-done"
    >
      <CheckCircle2 className="size-10 text-primary" aria-hidden />
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {reviewed > 0 ? "You're done for today" : 'Nothing to review today'}
      </h2>
      <p className="max-w-md text-muted-foreground">
        {reviewed > 0
          ? `You reviewed ${reviewed} ${reviewed === 1 ? 'card' : 'cards'}. Come back tomorrow for the next ones.`
          : 'Highlights you make in the reader join your daily review.'}
      </p>
      <StreakBadge stats={stats} />
      {earnedToday.map((achievement) => (
        <p key={achievement.id} className="inline-flex items-center gap-2 font-medium">
          <Award className="size-5 text-primary" aria-hidden />
          Achievement earned: {achievement.title}
        </p>
      ))}
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/dashboard">Back to Dashboard</ButtonLink>
        <ButtonLink to="/highlights" variant="outline">
          My Highlights
        </ButtonLink>
      </div>
    </section>
  );
}

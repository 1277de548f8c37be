import { Flame, Target } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ReadingStats } from '../hooks/useReadingOverview';
import { SideCard } from './SideCard';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The current streak, shown at the top of the dashboard. */
export function StreakBadge({ stats }: { stats: Pick<ReadingStats, 'currentStreak'> | undefined }) {
  if (!stats) return <Skeleton className="h-10 w-40" />;
  return (
    <p
      className="inline-flex items-center gap-2 rounded-full bg-orange-500/10 px-4 py-2 font-semibold text-orange-800 dark:text-orange-400"
      data-testid="current-streak"
    >
      <Flame className="size-5" aria-hidden />
      {days(stats.currentStreak)} streak
    </p>
  );
}

/** 'Reading Activity': the weekly goal (completed this week, of 5) and the streaks. */
export function ReadingActivity({ stats }: { stats: ReadingStats | undefined }) {
  const goal = stats?.weeklyGoal;
  return (
    <SideCard id="reading-activity" title="Reading Activity">
      {!stats || !goal ? (
        <Skeleton className="mt-4 h-16 w-full" />
      ) : (
        <>
          <div className="mt-4 flex items-center justify-between text-sm">
            <span className="inline-flex items-center gap-1.5 font-medium">
              <Target className="size-4 text-primary" aria-hidden />
              Weekly goal
            </span>
            <span data-testid="weekly-goal">
              {goal.completed} of {goal.target}
            </span>
          </div>
          <ProgressBar
            value={goal.completed}
            max={goal.target}
            label="Weekly goal"
            className="mt-2"
          />
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-muted-foreground">Current streak</dt>
              <dd className="font-semibold">{days(stats.currentStreak)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Longest streak</dt>
              <dd className="font-semibold">{days(stats.longestStreak)}</dd>
            </div>
          </dl>
        </>
      )}
    </SideCard>
  );
}

import { Award } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ReadingStats } from '../hooks/useReadingOverview';
import { SideCard } from './SideCard';

const earnedDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Achievements of spec section 9, newest first, with the day each was earned. */
export function RecentAchievements({ stats }: { stats: ReadingStats | undefined }) {
  const achievements = stats
    ? [...stats.achievements].sort((a, b) => b.earnedOn.localeCompare(a.earnedOn))
    : undefined;
  return (
    <SideCard id="achievements" title="Recent Achievements">
      {!achievements ? (
        <Skeleton className="mt-4 h-12 w-full" />
      ) : achievements.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Read 7 days in a row, finish 10 books or explore 5 categories to earn your first.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {achievements.map((achievement) => (
            <li key={achievement.id} className="flex items-start gap-3">
              <Award className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden />
              <div>
                <p className="font-medium">{achievement.title}</p>
                <p className="text-sm text-muted-foreground">
                  {achievement.description} · {earnedDate(achievement.earnedOn)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  );
}

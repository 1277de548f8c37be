import { BookOpen, Clock, Heart, LayoutGrid } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ReadingStats } from '../hooks/useReadingOverview';
import { hoursText } from '../reading-lists';

/** The four stat cards of the signed-in home and the dashboard (spec section 2). */
export function StatCards({ stats }: { stats: ReadingStats | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="stat-cards">
      <StatCard
        icon={<BookOpen className="size-5" aria-hidden />}
        label="Books Read"
        value={stats?.booksRead}
        detail={stats && `+${stats.booksReadThisWeek} this week`}
      />
      <StatCard
        icon={<Clock className="size-5" aria-hidden />}
        label="Time Saved"
        value={stats && `${hoursText(stats.timeSaved)}h`}
        detail="6 hours per book, minus its reading time"
      />
      <StatCard
        icon={<Heart className="size-5" aria-hidden />}
        label="Favorites"
        value={stats?.favoriteCount}
      />
      <StatCard
        icon={<LayoutGrid className="size-5" aria-hidden />}
        label="Categories explored"
        value={stats?.categoriesExplored}
      />
    </ul>
  );
}

function StatCard({
  icon,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode | undefined;
  detail?: ReactNode;
}) {
  return (
    <li
      className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
      data-testid="stat-card"
    >
      <div className="flex items-center justify-between text-muted-foreground">
        <span className="text-sm font-medium">{label}</span>
        <span className="text-primary">{icon}</span>
      </div>
      {value === undefined ? (
        <Skeleton className="mt-3 h-8 w-16" />
      ) : (
        <p className="mt-2 text-3xl font-bold tracking-tight" data-testid="stat-value">
          {value}
        </p>
      )}
      {detail && <p className="mt-1 text-xs text-muted-foreground">{detail}</p>}
    </li>
  );
}

import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { ButtonLink } from '../components/ui/button';
import { PageLoading } from '../components/ui/page-loading';
import { greetingFor, signInPath } from '../features/auth/auth-redirect';
import { hasPremiumAccess, type User } from '../features/auth/auth-types';
import { useAuth } from '../features/auth/hooks/useAuth';
import { ContinueReadingList } from '../features/reading-activity/components/ContinueReadingList';
import { FavoriteBookCard } from '../features/reading-activity/components/FavoriteBookCard';
import { useFavoriteToggle } from '../features/reading-activity/hooks/useFavoriteToggle';
import {
  ReadingActivity,
  StreakBadge,
} from '../features/reading-activity/components/ReadingActivity';
import { RecentAchievements } from '../features/reading-activity/components/RecentAchievements';
import { StatCards } from '../features/reading-activity/components/StatCards';
import { useReadingOverview } from '../features/reading-activity/hooks/useReadingOverview';
import { RECENT_COUNT, recentlyCompleted } from '../features/reading-activity/reading-lists';
import { BookCardSkeleton } from '../features/summary-cards/components/BookCard';
import type { SummaryCardFieldsFragment } from '../gql/graphql';
import { FreePicksCard } from '../features/free-picks/components/FreePicksCard';
import { HighlightsCard } from '../features/my-highlights/components/HighlightsCard';
import { ReviewDueCard } from '../features/review/components/ReviewDueCard';
import { StartTrialButton } from '../features/subscription/components/StartTrialButton';
import { SubscriptionCard } from '../features/subscription/components/SubscriptionCard';
import { useTrialAvailable } from '../features/subscription/hooks/useTrialAvailable';
import { useDocumentTitle } from '../lib/use-document-title';

/** /dashboard (spec section 2); visitors are sent to /auth, and come back here. */
export default function DashboardPage() {
  useDocumentTitle('Your Learning Dashboard');
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading label="Loading your dashboard" />;
  if (state.status === 'signedOut') return <Navigate to={signInPath('/dashboard')} replace />;
  return <Dashboard user={state.user} />;
}

function Dashboard({ user }: { user: User }) {
  const trialAvailable = useTrialAvailable();
  const overview = useReadingOverview().data;
  const stats = overview?.readingStats;
  const completed = overview && recentlyCompleted(overview.readingProgress);
  const favorites = overview?.favorites.slice(0, RECENT_COUNT);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Your Learning Dashboard</h1>
          <p className="mt-3 text-muted-foreground" data-testid="dashboard-welcome">
            {greetingFor(user, (overview?.readingProgress.length ?? 0) > 0)}! Ready to continue your
            learning journey?
          </p>
        </div>
        <StreakBadge stats={stats} />
      </div>

      <div className="mt-10">
        <StatCards stats={stats} />
      </div>

      <div className="mt-6">
        <ReviewDueCard />
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-12">
          <ContinueReadingList items={overview?.readingProgress} />
          <BookShelf
            id="recently-read"
            title="Recently Read"
            empty="Books you finish will show up here."
            seeAll="/my-library?tab=finished"
            summaries={completed?.map((item) => item.summary)}
          />
          <BookShelf
            id="recent-favorites"
            title="Recent Favorites"
            empty="Tap the heart on a book to keep it here."
            seeAll="/my-library"
            summaries={favorites?.map((item) => item.summary)}
          />
        </div>

        {/* The side column: cards about the member's account and habits. */}
        <aside className="space-y-6" aria-label="Your progress">
          <SubscriptionCard />
          <FreePicksCard />
          <HighlightsCard />
          <ReadingActivity stats={stats} />
          <RecentAchievements stats={stats} />
        </aside>
      </div>

      <section className="mt-12 rounded-2xl border border-border bg-card p-6 sm:p-8">
        <h2 className="text-xl font-semibold">Keep the momentum going!</h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Find your next 15-minute read in the library.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/library">Browse Library</ButtonLink>
          {trialAvailable && <StartTrialButton />}
          {!hasPremiumAccess(user) && (
            <ButtonLink to="/subscribe" variant={trialAvailable ? 'outline' : 'premium'}>
              <Crown className="size-4" aria-hidden />
              Upgrade to Premium
            </ButtonLink>
          )}
        </div>
      </section>
    </div>
  );
}

type ShelfSummary = (SummaryCardFieldsFragment & { isFavorite: boolean }) | null;

function BookShelf({
  id,
  title,
  empty,
  seeAll,
  summaries,
}: {
  id: string;
  title: string;
  empty: ReactNode;
  /** My Library's tab with the whole list. */
  seeAll: string;
  summaries: ShelfSummary[] | undefined;
}) {
  const visible = summaries?.filter((summary) => summary !== null);
  const toggleFavorite = useFavoriteToggle();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {title}
        </h2>
        <Link
          to={seeAll}
          className="text-sm font-medium text-primary hover:underline"
          aria-label={`See all: ${title}`}
        >
          See all
        </Link>
      </div>
      {!visible ? (
        <div className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4" aria-hidden>
          <BookCardSkeleton />
          <BookCardSkeleton />
        </div>
      ) : visible.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul data-testid={id} className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {visible.map((summary) => (
            <li key={summary.id} className="flex">
              <FavoriteBookCard summary={summary} toggle={toggleFavorite} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
